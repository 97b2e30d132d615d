/**
 * Why registered data are corrected (spec 02 section 4: 'source holder correction, own correction,
 * correction after investigation, quality regime'; section 9, 'BRO correction reasons'), with the
 * codes of the BRO code list CorrectionReason each request carries.
 */
export const broCorrectionReasons = [
  { code: 'bronhouder', labelKey: 'formats.bro.correctionReason.sourceHolder' },
  { code: 'eigenCorrectie', labelKey: 'formats.bro.correctionReason.ownCorrection' },
  { code: 'inOnderzoek', labelKey: 'formats.bro.correctionReason.underInvestigation' },
  { code: 'kwaliteitsregime', labelKey: 'formats.bro.correctionReason.qualityRegime' },
] as const;

/** A correction reason's BRO code. */
export type BroCorrectionReason = (typeof broCorrectionReasons)[number]['code'];

/** Whether a text is one of the four correction reasons. */
export function isBroCorrectionReason(value: string | null | undefined): value is BroCorrectionReason {
  return broCorrectionReasons.some((reason) => reason.code === value);
}
