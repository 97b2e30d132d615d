import * as z from 'zod';
import {
  optionalCode, optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText,
} from './wire-types';

/** A sub-location of a project: tblSublocations (spec 01 section 3). */
export const sublocationSchema = z.looseObject({
  SlID: optionalId,
  SlGuid: optionalGuid,
  PrID: optionalPrId,
  /** Unique within the project (spec 01 section 5). */
  SlName: optionalText,
  /** Saved as full text, not an id (spec 01 section 3). */
  SlNameInspector: optionalCode,
  SlDateLastChanged: optionalDateTime,
});

/** A parsed sub-location. */
export type Sublocation = z.output<typeof sublocationSchema>;
