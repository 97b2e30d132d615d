import type { SoilClassification } from './classify-soil';
import { classifySoil } from './classify-soil';

/** The six layer inputs whose change recalculates the coded fields (spec 01 section 4). */
export const SOIL_INPUT_FIELDS = ['LaGravelPerc', 'LaLoamPerc', 'LaLutumPerc', 'LaHumusPerc', 'LaSiltPerc', 'LaM50'] as const;

/** The coded layer fields that classification overwrites (spec 01 section 4; FIELD-NAMES.md). */
export const SOIL_CODE_FIELDS = [
  'LaSoilTypeCode',
  'LaGradationCode',
  'LaSecondary1Code',
  'LaSecondary1QualifierCode',
  'LaSecondary2Code',
  'LaSecondary2QualifierCode',
  'LaMedianCode',
  'LaAdditive1TypeCode',
  'LaAdditive1GradationCode',
  'LaAdditive2TypeCode',
  'LaAdditive2GradationCode',
  'LaAdditive3TypeCode',
  'LaAdditive3GradationCode',
  'LaAdditive4TypeCode',
  'LaAdditive4GradationCode',
] as const;

/** Wire name of a soil input (percentage of dry matter, or LaM50 in µm). */
export type SoilInputField = (typeof SOIL_INPUT_FIELDS)[number];
/** Wire name of a coded field that classification writes. */
export type SoilCodeField = (typeof SOIL_CODE_FIELDS)[number];

/** The part of a layer (tblLayers) that soil classification reads and writes; all optional and nullable on the wire. */
export type LayerSoilFields = { [field in SoilInputField]?: number | null } & { [field in SoilCodeField]?: string | null };

function isPresent(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The coded fields for a classification. The soil type goes to LaSoilTypeCode; the first addition's grade
 * (the 1 of Zs1) to LaGradationCode; the first two additions to Secondary 1 and 2 with their grade as
 * qualifier; all additions, up to four, to Additive 1–4. Empty codes are null, the wire's empty value.
 */
export function soilCodeFields(classification: SoilClassification): Record<SoilCodeField, string | null> {
  const [first, second, third, fourth] = classification.additions;
  const grade = (addition: typeof first) => (addition?.gradation == null ? null : String(addition.gradation));
  return {
    LaSoilTypeCode: classification.soilType || null,
    LaGradationCode: grade(first),
    LaSecondary1Code: first?.type ?? null,
    LaSecondary1QualifierCode: grade(first),
    LaSecondary2Code: second?.type ?? null,
    LaSecondary2QualifierCode: grade(second),
    LaMedianCode: classification.medianCode ?? null,
    LaAdditive1TypeCode: first?.type ?? null,
    LaAdditive1GradationCode: grade(first),
    LaAdditive2TypeCode: second?.type ?? null,
    LaAdditive2GradationCode: grade(second),
    LaAdditive3TypeCode: third?.type ?? null,
    LaAdditive3GradationCode: grade(third),
    LaAdditive4TypeCode: fourth?.type ?? null,
    LaAdditive4GradationCode: grade(fourth),
  };
}

/**
 * The layer with its coded fields recalculated from its percentages, overwriting them (spec 01 section 4).
 * A layer without any of the six inputs is returned as it is; all inputs zero empties the coded fields.
 */
export function recomputeLayerSoilCodes<T extends LayerSoilFields>(layer: T): T {
  if (!SOIL_INPUT_FIELDS.some((field) => isPresent(layer[field]))) return layer;
  const classification = classifySoil({
    gravel: layer.LaGravelPerc,
    loam: layer.LaLoamPerc,
    lutum: layer.LaLutumPerc,
    humus: layer.LaHumusPerc,
    silt: layer.LaSiltPerc,
    m50: layer.LaM50,
  });
  return { ...layer, ...soilCodeFields(classification) };
}

/** True when any of the six inputs differs, so the coded fields must be recalculated (spec 01 section 4). */
export function soilInputsChanged(before: LayerSoilFields, after: LayerSoilFields): boolean {
  return SOIL_INPUT_FIELDS.some((field) => {
    const previous = before[field];
    const next = after[field];
    return isPresent(previous) || isPresent(next) ? previous !== next : false;
  });
}
