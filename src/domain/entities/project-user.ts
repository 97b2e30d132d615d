import * as z from 'zod';
import { optionalBoolean, optionalPrId, optionalText } from './wire-types';

/** The person behind a project user (spec 02 section 3). */
const projectUserPersonSchema = z.looseObject({
  FirstName: optionalText,
  LastName: optionalText,
  Email: optionalText,
});

/** A participant of a project (spec 02 section 3, 'Project user'); UserName identifies it. */
export const projectUserSchema = z.looseObject({
  UserName: z.string().min(1),
  Person: projectUserPersonSchema.nullish(),
  PrID: optionalPrId,
  /** The pin (synchronisation) flag. */
  Enabled: optionalBoolean,
});

/** A parsed project user. */
export type ProjectUser = z.output<typeof projectUserSchema>;
