import * as z from 'zod';
import {
  optionalDateTime, optionalGuid, optionalId, optionalInteger, optionalNumber, optionalText,
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

/**
 * An analysis result as the data service stores it (spec 02 sections 3 and 7): ArID numbers it, AsID
 * names its analysis sample (the wire may name it by AsGuid instead, which the server resolves), and
 * ArReportedValue keeps the value exactly as the lab sent it or the user typed it ('< 0,2'), from which
 * Symbol, MeasuredValue and AlphanumericValue are derived (src/domain/lab/censored-value).
 */
export const analysisResultRowSchema = analysisResultSchema.omit({ AsGuid: true }).extend({
  ArID: optionalId,
  ArGuid: optionalGuid,
  AsID: optionalId,
  ArReportedValue: optionalText,
});

/** A parsed analysis result as the data service stores it. */
export type AnalysisResultRow = z.output<typeof analysisResultRowSchema>;
