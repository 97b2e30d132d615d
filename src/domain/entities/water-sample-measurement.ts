import * as z from 'zod';
import { optionalCode, optionalDateTime, optionalId, optionalNumberOrText } from './wire-types';

/** A field measurement on a water sample: tblWaterSampleMeasurements (spec 01 section 3). */
export const waterSampleMeasurementSchema = z.looseObject({
  WmID: optionalId,
  WsID: optionalId,
  WmPropertyCode: optionalCode,
  WmValue: optionalNumberOrText,
  /** The spec does not say whether this is a unit code or a unit text, so both are kept. */
  WmUnit: optionalNumberOrText,
  WmDate: optionalDateTime,
});
