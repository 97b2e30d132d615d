import { z } from 'zod';
import { applicationCodeSchema } from '../../src/domain/wire/application-codes';

/** A licence number as clients send it: a whole number, or its digits as text (spec 02 section 3). */
export const licenceNumberSchema = z.union([
  z.number().int().min(1).max(2147483647),
  z.string().trim().regex(/^\d{1,10}$/, { error: 'expected a licence number' }).transform(Number),
]);

/** A user name as sent at sign-in and in the Authorisation object. */
export const usernameSchema = z.string().trim().min(1).max(100);

/**
 * The authorisation object sent on every data call (spec 02 section 3): Username and
 * Licensenumber must match the bearer token; ApplicationCode (61 for web) and Language are kept.
 */
export const authorisationSchema = z.looseObject({
  Username: usernameSchema,
  Licensenumber: licenceNumberSchema,
  ApplicationCode: applicationCodeSchema.optional(),
  Language: z.string().max(10).optional(),
});

/** The parsed authorisation object. */
export type Authorisation = z.output<typeof authorisationSchema>;
