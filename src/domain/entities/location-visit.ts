import * as z from 'zod';
import { optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText } from './wire-types';

/** A visit to the project location: tblLocationVisits (spec 01 section 3). */
export const locationVisitSchema = z.looseObject({
  LvID: optionalId,
  LvGuid: optionalGuid,
  PrID: optionalPrId,
  LvDate: optionalDateTime,
  LvRemark: optionalText,
  LvDateLastChanged: optionalDateTime,
});

/** A parsed location visit. */
export type LocationVisit = z.output<typeof locationVisitSchema>;
