import { generateDemoProject } from '../../../server/seed/demo-project';
import { recomputeLayerSoilCodes } from '../../../src/domain/soil/layer-soil-codes';
import { decodeSuggestInput, encodeSuggestInput, suggestInputOf } from '../../../src/domain/suggest/suggest-input';
import { suggestSamples } from '../../../src/domain/suggest/suggest-samples';
import { defaultSuggestSettings } from '../../../src/domain/suggest/suggest-settings';
import { measure, type BenchResult } from '../measure';

const jarCount = 5000;

/** The demo project's boreholes, as many as hold 5,000 jars, with their layers classified as a save does. */
function demoInput() {
  const demo = generateDemoProject({ points: 2500 });
  const points: unknown[] = [];
  const layers: unknown[] = [];
  const jars: unknown[] = [];
  let jarId = 0;
  for (const [index, tree] of demo.points.entries()) {
    if (jarId >= jarCount) break;
    const MpID = index + 1;
    points.push({ ...tree.point, MpID });
    layers.push(...tree.layers.map((layer) => ({ ...recomputeLayerSoilCodes(layer), MpID })));
    for (const jar of tree.jars.slice(0, jarCount - jarId)) {
      jarId += 1;
      jars.push({ ...jar, MpID, JrID: jarId });
    }
  }
  return suggestInputOf({ points, layers, jars });
}

/** Suggesting mixed samples for a project of 5,000 jars (target: at most 1 s), in the domain and through the service's payload. */
export default async function suggestBenchmarks(): Promise<BenchResult[]> {
  const input = demoInput();
  const settings = { ...defaultSuggestSettings(365, '2026-11-26'), numberOfSamples: 50, pointIds: input.points.map((point) => point.MpID) };
  const outcome = suggestSamples(input, settings);
  const extra = { jars: input.jars.length, layers: input.layers.length, points: input.points.length, suggested: outcome.summary.totalSuggested, jarsInSuggestions: outcome.summary.jarsInSuggestions };
  return [
    await measure('suggestSamples: 5,000 jars', { samples: 15, extra }, () => suggestSamples(input, settings)),
    await measure('algorithm service payload: encode, decode and suggest 5,000 jars', { samples: 15, extra }, () => {
      const decoded = decodeSuggestInput(encodeSuggestInput(input));
      if (!decoded) throw new Error('the input did not survive its encoding');
      return suggestSamples(decoded, settings);
    }),
  ];
}
