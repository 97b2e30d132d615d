import { optionalCode, optionalNumber } from './wire-types';

/**
 * Texture fields of a layer (spec 01 section 3, 'Layer texture', and composite 22). The coded fields
 * are recalculated from the percentages by soil classification (spec 01 section 4).
 */
export const layerTextureShape = {
  /** Median fraction class; only the part after a dot is kept (spec 01 section 4). */
  LaMedianCode: optionalCode,
  LaAdditive1TypeCode: optionalCode,
  LaAdditive1GradationCode: optionalCode,
  LaAdditive2TypeCode: optionalCode,
  LaAdditive2GradationCode: optionalCode,
  LaAdditive3TypeCode: optionalCode,
  LaAdditive3GradationCode: optionalCode,
  LaAdditive4TypeCode: optionalCode,
  LaAdditive4GradationCode: optionalCode,
  LaTertiaryCode: optionalCode,
  LaPeatAmorphousCode: optionalCode,
  /** Required for a complete texture (spec 01 section 5). */
  LaConsistencyCode: optionalCode,
  LaPlasticityCode: optionalCode,
  LaGrainShapeCode: optionalCode,
  LaFormCode: optionalCode,
  LaSurfaceCode: optionalCode,
  LaParticleStrengthCode: optionalCode,
  LaRockShapeCode: optionalCode,
  LaRockWeatheringCode: optionalCode,
  LaDecompositionCode: optionalCode,
  /** Primary (median) fraction; required for a complete texture (spec 01 section 5). */
  LaPrimaryCode: optionalCode,
  LaSecondary1Code: optionalCode,
  LaSecondary1QualifierCode: optionalCode,
  LaSecondary2Code: optionalCode,
  LaSecondary2QualifierCode: optionalCode,
  LaOrganicCode: optionalCode,
  /** Percentages of the sample; a change recalculates the coded fields (spec 01 section 4). */
  LaGravelPerc: optionalNumber,
  LaLoamPerc: optionalNumber,
  LaLutumPerc: optionalNumber,
  LaHumusPerc: optionalNumber,
  LaSiltPerc: optionalNumber,
  /** Median grain size in micrometres. */
  LaM50: optionalNumber,
} as const;
