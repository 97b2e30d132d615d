import { optionalCode } from './wire-types';

/** Special compounds of a layer: seven sets of type, gradation and origin (spec 01 section 3, composite 23). */
export const layerSpecialCompoundShape = {
  LaSpecialCompound1TypeCode: optionalCode,
  LaSpecialCompound1GradationCode: optionalCode,
  LaSpecialCompound1OriginCode: optionalCode,
  LaSpecialCompound2TypeCode: optionalCode,
  LaSpecialCompound2GradationCode: optionalCode,
  LaSpecialCompound2OriginCode: optionalCode,
  LaSpecialCompound3TypeCode: optionalCode,
  LaSpecialCompound3GradationCode: optionalCode,
  LaSpecialCompound3OriginCode: optionalCode,
  LaSpecialCompound4TypeCode: optionalCode,
  LaSpecialCompound4GradationCode: optionalCode,
  LaSpecialCompound4OriginCode: optionalCode,
  LaSpecialCompound5TypeCode: optionalCode,
  LaSpecialCompound5GradationCode: optionalCode,
  LaSpecialCompound5OriginCode: optionalCode,
  LaSpecialCompound6TypeCode: optionalCode,
  LaSpecialCompound6GradationCode: optionalCode,
  LaSpecialCompound6OriginCode: optionalCode,
  LaSpecialCompound7TypeCode: optionalCode,
  LaSpecialCompound7GradationCode: optionalCode,
  LaSpecialCompound7OriginCode: optionalCode,
} as const;

/**
 * Odour, biogenic admixture and five archaeological indications with their gradation
 * (spec 01 section 3, composite 36).
 */
export const layerOdourAndIndicationShape = {
  LaOdourTypeCode: optionalCode,
  LaOdourIntensityCode: optionalCode,
  LaBiogenicAdmixtureCode: optionalCode,
  LaArchIndication1Code: optionalCode,
  LaArchIndication1GradationCode: optionalCode,
  LaArchIndication2Code: optionalCode,
  LaArchIndication2GradationCode: optionalCode,
  LaArchIndication3Code: optionalCode,
  LaArchIndication3GradationCode: optionalCode,
  LaArchIndication4Code: optionalCode,
  LaArchIndication4GradationCode: optionalCode,
  LaArchIndication5Code: optionalCode,
  LaArchIndication5GradationCode: optionalCode,
} as const;
