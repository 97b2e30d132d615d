/**
 * BRO registration objects the export offers (spec 02 section 9, 'BRO: BHR-GT (class 2 only), GMW, GAR,
 * SAD IMBRO and IMBRO/A registration and correction'), with the three letters their BRO IDs start with.
 */
export const broObjectTypes = {
  'BHR-GT': 'BHR',
  GMW: 'GMW',
  GAR: 'GAR',
  SAD: 'SAD',
} as const;

/** One BRO registration object. */
export type BroObjectType = keyof typeof broObjectTypes;

/** The two quality regimes of a BRO delivery (brocommon QualityRegimeEnumeration). */
export const qualityRegimes = ['IMBRO', 'IMBRO/A'] as const;

/** One quality regime. */
export type QualityRegime = (typeof qualityRegimes)[number];

/** A BRO ID: the object's three letters and twelve digits, e.g. 'BHR000000336062'. */
export function isBroId(value: string, type?: BroObjectType): boolean {
  const match = /^([A-Z]{3})\d{12}$/.exec(value.trim());
  return match !== null && (type === undefined || match[1] === broObjectTypes[type]);
}

/** A KvK (chamber of commerce) number as BRO wants it: eight digits (brocommon ChamberOfCommerceNumberType). */
export function isChamberOfCommerceNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{8}$/.test(value);
}
