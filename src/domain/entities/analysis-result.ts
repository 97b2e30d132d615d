import * as z from 'zod';
import {
  optionalDateTime, optionalGuid, optionalInteger, optionalNumber, optionalText,
} from './wire-types';

/**
 * One analysis result of an analysis sample (spec 02 section 3, 'Analysis result'); ArGuid identifies
 * it. A censored value such as '<0.2' keeps its Symbol ('<') beside the number, never folded into it.
 */
export const analysisResultSchema = z.looseObject({
  ArGuid: z.string().min(1),
  AsGuid: optionalGuid,
  Method: optionalText,
  ComponentGroup: optionalText,
  Component: optionalText,
  Unit: optionalText,
  ReferenceValue: optionalNumber,
  MeasuredValue: optionalNumber,
  /** The result as text, for values that are not numbers. */
  AlphanumericValue: optionalText,
  StandardisedValue: optionalNumber,
  StandardisedReference: optionalNumber,
  Symbol: optionalText,
  TestConclusion: optionalText,
  ResultDescription: optionalText,
  Message1: optionalText,
  Message2: optionalText,
  Message3: optionalText,
  GroupOrder: optionalInteger,
  ComponentOrder: optionalInteger,
  ReportedDate: optionalDateTime,
});

/** A parsed analysis result. */
export type AnalysisResult = z.output<typeof analysisResultSchema>;
