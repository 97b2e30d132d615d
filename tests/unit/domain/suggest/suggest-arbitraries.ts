import fc from 'fast-check';
import type { SuggestInput, SuggestJar, SuggestLayer } from '../../../../src/domain/suggest/suggest-input';
import type { SuggestSettings } from '../../../../src/domain/suggest/suggest-settings';
import { trajectories } from '../../../../src/domain/suggest/suggest-settings';

const soilTypes = ['Z', 'K', 'L', 'V', 'G'] as const;
const admixtureTypes = ['s', 'z', 'k', 'h', 'g'] as const;

const layerArbitrary = fc.record({
  thickness: fc.integer({ min: 1, max: 20 }).map((tens) => tens * 10),
  soilType: fc.constantFrom(...soilTypes),
  admixture: fc.option(fc.record({ type: fc.constantFrom(...admixtureTypes), grade: fc.integer({ min: 1, max: 4 }) }), { nil: null }),
  lutum: fc.integer({ min: 0, max: 40 }),
  humus: fc.integer({ min: 0, max: 20 }),
  odour: fc.constantFrom(null, 'GEEN', 'GEEN', 'GEEN', 'MINO'),
});

const jarExtrasArbitrary = fc.record({
  pid: fc.constantFrom(0, 0.5, 1, 2, 8),
  oilWater: fc.constantFrom(null, 'GEEN', 'GEEN', 'ZW'),
  debris: fc.constantFrom(null, 0, 0, 0.2),
  ageDays: fc.integer({ min: 0, max: 400 }),
});

const pointArbitrary = fc.record({
  layers: fc.array(layerArbitrary, { minLength: 1, maxLength: 8 }),
  jars: fc.array(jarExtrasArbitrary, { minLength: 0, maxLength: 8 }),
});

/** The reference day the generated jars' ages count back from. */
export const referenceDate = '2026-11-26';

function dateDaysBefore(days: number): string {
  return `${new Date(Date.parse(`${referenceDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)}T00:00:00`;
}

/** A project's points, their layers top down without gaps, and a jar in each of the first layers. */
export function suggestInputArbitrary(maxPoints = 30): fc.Arbitrary<SuggestInput> {
  return fc.array(pointArbitrary, { minLength: 1, maxLength: maxPoints }).map((points) => {
    const input: SuggestInput = { points: [], layers: [], jars: [] };
    let jarId = 1;
    points.forEach((point, index) => {
      const MpID = index + 1;
      input.points.push({ MpID, MpName: `B${MpID}` });
      let top = 0;
      const layers: SuggestLayer[] = point.layers.map((layer) => {
        const row: SuggestLayer = {
          MpID, LaFrom: top, LaTo: top + layer.thickness, LaSoilTypeCode: layer.soilType,
          LaAdditive1TypeCode: layer.admixture?.type ?? null, LaAdditive1GradationCode: layer.admixture ? String(layer.admixture.grade) : null,
          LaLutumPerc: layer.lutum, LaHumusPerc: layer.humus, LaOdourTypeCode: layer.odour,
        };
        top += layer.thickness;
        return row;
      });
      input.layers.push(...layers);
      point.jars.slice(0, layers.length).forEach((extras, jarIndex) => {
        const layer = layers[jarIndex];
        const jar: SuggestJar = {
          JrID: jarId, MpID, JrName: `B${MpID}-${jarIndex + 1}`, JrFrom: layer?.LaFrom, JrTo: layer?.LaTo,
          JrDate: dateDaysBefore(extras.ageDays), JrPID: extras.pid, JrOilWaterReactionCode: extras.oilWater, JrDebrisWeight: extras.debris,
        };
        jarId += 1;
        input.jars.push(jar);
      });
    });
    return input;
  });
}

/** Valid settings over the points 1..`points`, some trajectories allowed. */
function suggestSettingsArbitrary(points: number): fc.Arbitrary<SuggestSettings> {
  return fc.record({
    numberOfSamples: fc.integer({ min: 1, max: 20 }),
    maxAdmixtures: fc.integer({ min: 2, max: 12 }),
    controlRun: fc.boolean(),
    excludeOlderThanDays: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    upperDepth: fc.integer({ min: 10, max: 100 }),
    midThickness: fc.integer({ min: 10, max: 300 }),
    maxThickness: fc.integer({ min: 10, max: 1000 }),
    allowedTrajectories: fc.subarray([...trajectories], { minLength: 1 }),
  }).map(({ midThickness, maxThickness, ...rest }) => ({
    ...rest,
    projectCode: 'P1',
    lowerDepth: rest.upperDepth + midThickness,
    maxDepth: rest.upperDepth + midThickness + maxThickness,
    pointIds: Array.from({ length: points }, (_, index) => index + 1),
    referenceDate,
  }));
}

/** An input with settings that fit it. */
export const suggestRunArbitrary = suggestInputArbitrary().chain((input) =>
  suggestSettingsArbitrary(input.points.length).map((settings) => ({ input, settings })));
