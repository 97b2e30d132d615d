import type { filterTubeSchema } from '../entities/filter-tube';
import type { jarSchema } from '../entities/jar';
import type { LayerField } from '../entities/layer';
import type { measurementPointSchema } from '../entities/measurement-point';
import type { waterSampleSchema } from '../entities/water-sample';

type FieldOf<S extends { shape: object }> = Extract<keyof S['shape'], string>;
type JarField = FieldOf<typeof jarSchema>;
type FilterTubeField = FieldOf<typeof filterTubeSchema>;
type PointField = FieldOf<typeof measurementPointSchema>;
type WaterSampleField = FieldOf<typeof waterSampleSchema>;


const texture = [
  'LaSoilTypeCode', 'LaMedianCode',
  'LaAdditive1TypeCode', 'LaAdditive1GradationCode', 'LaAdditive2TypeCode', 'LaAdditive2GradationCode',
  'LaAdditive3TypeCode', 'LaAdditive3GradationCode', 'LaAdditive4TypeCode', 'LaAdditive4GradationCode',
  'LaTertiaryCode', 'LaPeatAmorphousCode', 'LaConsistencyCode', 'LaPlasticityCode', 'LaGrainShapeCode', 'LaFormCode',
  'LaSurfaceCode', 'LaParticleStrengthCode', 'LaRockShapeCode', 'LaRockWeatheringCode',
] as const satisfies readonly LayerField[];

const specialCompounds = ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((set) => [
  `LaSpecialCompound${set}TypeCode`, `LaSpecialCompound${set}GradationCode`, `LaSpecialCompound${set}OriginCode`,
] as const) satisfies readonly LayerField[];

const odourAndIndications = [
  'LaOdourTypeCode', 'LaOdourIntensityCode', 'LaBiogenicAdmixtureCode',
  ...([1, 2, 3, 4, 5] as const).flatMap((n) => [`LaArchIndication${n}Code`, `LaArchIndication${n}GradationCode`] as const),
] as const satisfies readonly LayerField[];

/**
 * How each composite is written as one text (spec 01 section 3, 'Composite fields'):
 * - codes (22, 23, 24, 36): parts in order joined by '|', empty parts kept as nothing between bars,
 *   trailing empty parts left off, e.g. texture 'Z|ZMF|s|1' (soil type, median, additive 1 type, gradation);
 * - coordinate pair (31): 'x y', split on white space, e.g. '155000.00 463000.00';
 * - range pairs (19): 'from-to', e.g. '50-100'; '50' has no 'to', '-100' has no 'from'. Type 19 allows
 *   no minus, so a dash can only be the separator.
 */
export const compositeDefinitions = {
  texture: { editorType: 22, separator: '|', parts: texture },
  specialCompounds: { editorType: 23, separator: '|', parts: specialCompounds },
  layerColour: {
    editorType: 24, separator: '|',
    parts: ['LaColourMainCode', 'LaColourSubCode', 'LaColourShadeCode', 'LaSpot1ColourCode', 'LaSpot2ColourCode'] as const satisfies readonly LayerField[],
  },
  waterSampleColour: { editorType: 24, separator: '|', parts: ['WsColourCode'] as const satisfies readonly WaterSampleField[] },
  odourAndIndications: { editorType: 36, separator: '|', parts: odourAndIndications },
  coordinatePair: { editorType: 31, separator: ' ', parts: ['MpXCoord', 'MpYCoord'] as const satisfies readonly PointField[] },
  jarRange: { editorType: 19, separator: '-', parts: ['JrFrom', 'JrTo'] as const satisfies readonly JarField[] },
  // The spec names 'filter from/to' and 'filter tube from/to' apart, but the tube table has one range.
  filterRange: { editorType: 19, separator: '-', parts: ['FtFrom', 'FtTo'] as const satisfies readonly FilterTubeField[] },
  locationRange: { editorType: 19, separator: '-', parts: ['MpXCoord', 'MpYCoord'] as const satisfies readonly PointField[] },
  // The spec pairs a layer's range with the next layer's; keeping neighbours apart is a validation rule.
  layerRange: { editorType: 19, separator: '-', parts: ['LaFrom', 'LaTo'] as const satisfies readonly LayerField[] },
  filterTubeRange: { editorType: 19, separator: '-', parts: ['FtFrom', 'FtTo'] as const satisfies readonly FilterTubeField[] },
  trialPitRange: {
    editorType: 19, separator: '-', parts: ['MpTrialPitLength', 'MpTrialPitWidth'] as const satisfies readonly PointField[],
  },
} as const;

/** One composite field. */
export type CompositeKind = keyof typeof compositeDefinitions;

/** The ordered stored parts (wire field names) of a composite. */
export type CompositePart<K extends CompositeKind> = (typeof compositeDefinitions)[K]['parts'][number];

/** The composites of a field-editor type, e.g. 19 gives the six range pairs (spec 01 section 3). */
export function compositeKindsOfType(editorType: number): CompositeKind[] {
  return (Object.keys(compositeDefinitions) as CompositeKind[]).filter((kind) => compositeDefinitions[kind].editorType === editorType);
}
