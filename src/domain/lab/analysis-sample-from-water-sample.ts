import type { AnalysisSampleRow } from '../entities/analysis-sample';
import type { WaterSample } from '../entities/water-sample';

/**
 * A new analysis sample made of one water sample (spec 02 section 3, 'Analysis sample': 'one jar or
 * water sample'; only jars are mixed): its name, matrix and date; no depth range, which is a jar's.
 */
export function analysisSampleFromWaterSample(sample: WaterSample): AnalysisSampleRow {
  return {
    Name: sample.WsName ?? null,
    MatrixCode: sample.WsMatrixCode ?? null,
    Date: sample.WsDate ?? null,
    From: null,
    To: null,
    IsMixedFieldSample: false,
  };
}
