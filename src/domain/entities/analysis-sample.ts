import * as z from 'zod';
import {
  optionalBoolean, optionalCentimetres, optionalCode, optionalDateTime, optionalInteger, optionalPrId, optionalText,
} from './wire-types';

/** A sample sent for analysis (spec 02 section 3, 'Analysis sample'); AsGuid identifies it. */
export const analysisSampleSchema = z.looseObject({
  AsGuid: z.string().min(1),
  PrID: optionalPrId,
  Name: optionalText,
  /** One of the matrix codes (see codes/matrix-codes). */
  MatrixCode: optionalCode,
  Date: optionalDateTime,
  From: optionalCentimetres,
  To: optionalCentimetres,
  ResultCount: optionalInteger,
  AssessmentDate: optionalDateTime,
  PurposeType: optionalCode,
  AssessmentResult: optionalText,
  IsWaddenSeaOrZeelandDelta: optionalBoolean,
  IsDeepGroundwater: optionalBoolean,
  IsSaltSurfaceWater: optionalBoolean,
  IsMixedFieldSample: optionalBoolean,
  IsAssessmentSample: optionalBoolean,
  IsUncertaintySample: optionalBoolean,
});

/** A parsed analysis sample. */
export type AnalysisSample = z.output<typeof analysisSampleSchema>;
