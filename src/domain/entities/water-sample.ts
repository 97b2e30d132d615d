import * as z from 'zod';
import {
  optionalCode, optionalDateTime, optionalGuid, optionalId, optionalNumber, optionalText, wireId,
} from './wire-types';

/**
 * FtID of a water or air sample: an id for a tube sample, null or absent for a surface sample.
 * The wire may send an empty string for 'no tube' (spec 02 section 3); it parses to null.
 */
const sampleTubeIdSchema = z.union([wireId, z.literal('').transform(() => null)]).nullish();

/**
 * A water sample row of tblWaterSamples; air samples (matrix OL or BL) use the same table
 * (spec 01 section 3, 'Kind of water sample').
 */
export const waterSampleSchema = z.looseObject({
  WsID: optionalId,
  WsGuid: optionalGuid,
  MpID: optionalId,
  /** Null means a surface sample directly under the measurement point. */
  FtID: sampleTubeIdSchema,
  /** At most 50 characters, unique (checked by the server; spec 01 section 5). */
  WsName: optionalText,
  WsFieldSampleGUID: optionalGuid,
  WsDate: optionalDateTime,
  /** One of the 13 matrix codes (see codes/matrix-codes). */
  WsMatrixCode: optionalCode,
  WsPumpTypeCode: optionalCode,
  WsRefTopFtCode: optionalCode,
  WsRemark: optionalText,
  /** Saved as full text, not an id (spec 01 section 3). */
  WsSampleTakerCode: optionalCode,
  WsTopFt: optionalNumber,
  WsSpecialConditions: optionalText,
  WsFieldConditions: optionalText,
  WsStartSampleTime: optionalDateTime,
  WsPostSampleTime: optionalDateTime,
  /** Water sample colour, a one-part colour composite (24). */
  WsColourCode: optionalCode,
  WsDateLastChanged: optionalDateTime,
});

/** A parsed water or air sample. */
export type WaterSample = z.output<typeof waterSampleSchema>;
