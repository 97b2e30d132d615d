import * as z from 'zod';
import {
  optionalCentimetres, optionalCode, optionalDateTime, optionalGuid, optionalId, optionalNumber, optionalPrId, optionalText,
} from './wire-types';

/** A measurement point (borehole) row of tblMeasurementPoints (spec 01 section 3). */
export const measurementPointSchema = z.looseObject({
  MpID: optionalId,
  MpGuid: optionalGuid,
  PrID: optionalPrId,
  MpName: optionalText,
  MpTypeCode: optionalCode,
  /** Defaults to now when empty on create (spec 01 section 4). */
  MpDate: optionalDateTime,
  /** Centimetres; follows the deepest LaTo after a layer change (spec 01 section 4). */
  MpDepth: optionalCentimetres,
  /** In the project's coordinate system (PrCoordinateSystem). */
  MpXCoord: optionalNumber,
  MpYCoord: optionalNumber,
  MpZCoord: optionalNumber,
  /** 'POINT (x y [z])'; cleared when both coordinates are empty (spec 01 section 4). */
  MpPointGeometry: optionalText,
  MpDrillmasterSignatureTimestamp: optionalDateTime,
  /** Sub-location this point belongs to. */
  SlGuid: optionalGuid,
  MpReferencePointTypeCode: optionalCode,
  MpReferencePlaneTypeCode: optionalCode,
  MpGroundwaterLevel: optionalNumber,
  /** Saved as full text, not an id (spec 01 section 3). */
  MpDrillingMasterCode: optionalCode,
  /** Saved as full text, not an id (spec 01 section 3). */
  MpSampleTakerCode: optionalCode,
  MpRemark: optionalText,
  /** Trial pit size, centimetres: the 'trial pit length/width' range pair of composite 19 (spec 01 section 3). */
  MpTrialPitLength: optionalCentimetres,
  MpTrialPitWidth: optionalCentimetres,
  MpDateLastChanged: optionalDateTime,
});

/** A parsed measurement point. */
export type MeasurementPoint = z.output<typeof measurementPointSchema>;
