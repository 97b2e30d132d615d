import type { AnalysisSamplePart } from '../entities/analysis-sample-part';

/** Field samples chosen in a grid: jars by JrID, water samples by WsID. */
export interface FieldSampleSelection {
  readonly jarIds: readonly number[];
  readonly waterSampleIds: readonly number[];
}

/**
 * The analysis samples (AsIDs, each once, in the parts' order) made of any of the chosen field
 * samples (spec 02 section 3: an analysis sample is made of one jar or water sample, or several jars),
 * so 'add selected samples to assignment' on jars or water samples puts their analysis samples on it.
 */
export function analysisSamplesOfFieldSamples(parts: readonly AnalysisSamplePart[], selection: FieldSampleSelection): number[] {
  const jars = new Set(selection.jarIds);
  const waterSamples = new Set(selection.waterSampleIds);
  const found = new Set<number>();
  for (const part of parts) {
    if (typeof part.AsID !== 'number') continue;
    const chosen = (typeof part.JrID === 'number' && jars.has(part.JrID)) || (typeof part.WsID === 'number' && waterSamples.has(part.WsID));
    if (chosen) found.add(part.AsID);
  }
  return [...found];
}
