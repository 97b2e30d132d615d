import * as z from 'zod';
import {
  optionalCentimetres, optionalCode, optionalDateTime, optionalGuid, optionalId,
} from './wire-types';

/** A finishing row of tblFinishings (spec 01 section 3). */
export const finishingSchema = z.looseObject({
  FiID: optionalId,
  FiGuid: optionalGuid,
  MpID: optionalId,
  FiTypeCode: optionalCode,
  FiFrom: optionalCentimetres,
  FiTo: optionalCentimetres,
  FiDateLastChanged: optionalDateTime,
});

/** A parsed finishing. */
export type Finishing = z.output<typeof finishingSchema>;
