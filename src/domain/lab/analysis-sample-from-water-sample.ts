import type { AnalysisSampleRow } from '../entities/analysis-sample';
import type { WaterSample } from '../entities/water-sample';
import { analysisSampleNameMaxLength } from '../validation/limits';

/**
 * A new analysis sample made of one water sample (spec 02 section 3, 'Analysis sample': 'one jar or
 * water sample'; only jars are mixed): its name, matrix and date; no depth range, which is a jar's.
 * An analysis sample needs a name the lab can read while a water sample may have none, so an
 * unnamed one is named after `placeName` (its tube or point), as a jar without a name is after its point.
 */
export function analysisSampleFromWaterSample(sample: WaterSample, placeName: string): AnalysisSampleRow {
  const name = (sample.WsName ?? '').trim() || placeName.trim();
  return {
    Name: name === '' ? null : name.slice(0, analysisSampleNameMaxLength),
    MatrixCode: sample.WsMatrixCode ?? null,
    Date: sample.WsDate ?? null,
    From: null,
    To: null,
    IsMixedFieldSample: false,
  };
}
