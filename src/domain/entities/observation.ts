import * as z from 'zod';
import {
  optionalCode, optionalDateTime, optionalGuid, optionalId, optionalInteger, optionalNumberOrText, optionalPrId,
} from './wire-types';

/**
 * An extra property of a water sample (colour, odour, redox, pH, groundwater level, …) stored as an
 * observation row of tblObservation (spec 01 section 3).
 */
export const observationSchema = z.looseObject({
  ObID: optionalId,
  WsID: optionalId,
  WsGuid: optionalGuid,
  PrID: optionalPrId,
  ObObservationType: z.union([z.number(), z.string()]).nullish(),
  ObPropertyCode: optionalCode,
  /** A number for measurements, a code or J/N, T/F for others (spec 01 section 3). */
  ObMeasurementValue: optionalNumberOrText,
  /** Numeric unit code, see observationUnitCodes. */
  ObMeasurementUnit: optionalInteger,
  ObObservationDate: optionalDateTime,
});

/** A parsed observation. */
export type Observation = z.output<typeof observationSchema>;
