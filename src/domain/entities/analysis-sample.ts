import * as z from 'zod';
import {
  optionalBoolean, optionalCentimetres, optionalCode, optionalDateTime, optionalGuid, optionalId, optionalInteger, optionalPrId, optionalText,
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

/**
 * An analysis sample as the data service stores it (spec 02 section 3): AsID numbers it, AsGuid may
 * still be missing on a new row (the server makes one), and LbID names the lab assignment holding
 * it (null while it is on none). Exchange formats read the stricter `analysisSampleSchema`.
 */
export const analysisSampleRowSchema = analysisSampleSchema.extend({
  AsID: optionalId,
  AsGuid: optionalGuid,
  /** The lab assignment the sample is on (spec 02 section 2, 'Lab and analysis screens'). */
  LbID: optionalId,
});

/** A parsed analysis sample as the data service stores it. */
export type AnalysisSampleRow = z.output<typeof analysisSampleRowSchema>;
