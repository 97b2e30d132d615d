/**
 * Stored parts of a layer's composite fields (spec 01 section 3): texture (22), colour (24) and odour
 * and indications (36), each part at most 10 characters. Special compounds (23) have their own,
 * stricter limit of 5 and are checked by specialCompoundIssues.
 */
export const layerCompositePartFields = [
  'LaSoilTypeCode', 'LaMedianCode',
  'LaAdditive1TypeCode', 'LaAdditive1GradationCode', 'LaAdditive2TypeCode', 'LaAdditive2GradationCode',
  'LaAdditive3TypeCode', 'LaAdditive3GradationCode', 'LaAdditive4TypeCode', 'LaAdditive4GradationCode',
  'LaTertiaryCode', 'LaPeatAmorphousCode', 'LaConsistencyCode', 'LaPlasticityCode', 'LaGrainShapeCode', 'LaFormCode',
  'LaSurfaceCode', 'LaParticleStrengthCode', 'LaRockShapeCode', 'LaRockWeatheringCode',
  'LaColourMainCode', 'LaColourSubCode', 'LaColourShadeCode', 'LaSpot1ColourCode', 'LaSpot2ColourCode',
  'LaOdourTypeCode', 'LaOdourIntensityCode', 'LaBiogenicAdmixtureCode',
  'LaArchIndication1Code', 'LaArchIndication1GradationCode', 'LaArchIndication2Code', 'LaArchIndication2GradationCode',
  'LaArchIndication3Code', 'LaArchIndication3GradationCode', 'LaArchIndication4Code', 'LaArchIndication4GradationCode',
  'LaArchIndication5Code', 'LaArchIndication5GradationCode',
] as const;

/** A layer's measured fractions (spec 01 section 3) and the sand median M50 in µm: non-negative numbers. */
export const layerMeasuredFields = ['LaGravelPerc', 'LaLoamPerc', 'LaLutumPerc', 'LaHumusPerc', 'LaSiltPerc', 'LaM50'] as const;

/** The composite and measured layer fields the layer rules read. */
export type LayerPartFields = Partial<Record<(typeof layerCompositePartFields)[number] | (typeof layerMeasuredFields)[number], unknown>>;
