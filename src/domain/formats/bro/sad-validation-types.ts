import type { QualityRegime } from './bro-objects';

/**
 * The additional validation of a SIKB0101 export for the BRO SAD (spec 02 section 4: 'none, register
 * IMBRO/A, register IMBRO, correct IMBRO/A, correct IMBRO'; section 9: SIKB 'with validation type: no
 * check, or register or correct with IMBRO or IMBRO/A').
 */
export const sadValidationTypes = [
  { type: 'none', labelKey: 'formats.bro.sadValidation.none' },
  { type: 'registerImbroA', labelKey: 'formats.bro.sadValidation.registerImbroA', action: 'register', qualityRegime: 'IMBRO/A' },
  { type: 'registerImbro', labelKey: 'formats.bro.sadValidation.registerImbro', action: 'register', qualityRegime: 'IMBRO' },
  { type: 'correctImbroA', labelKey: 'formats.bro.sadValidation.correctImbroA', action: 'correct', qualityRegime: 'IMBRO/A' },
  { type: 'correctImbro', labelKey: 'formats.bro.sadValidation.correctImbro', action: 'correct', qualityRegime: 'IMBRO' },
] as const satisfies readonly { type: string; labelKey: string; action?: BroAction; qualityRegime?: QualityRegime }[];

/** One SAD validation type. */
export type SadValidationType = (typeof sadValidationTypes)[number]['type'];

/** What a BRO delivery does with the object: register it as new, or correct the registered one. */
export type BroAction = 'register' | 'correct';

/** The delivery a validation type asks for, or null for 'none' (no BRO check). */
export function sadDelivery(type: SadValidationType): { action: BroAction; qualityRegime: QualityRegime } | null {
  const entry = sadValidationTypes.find((candidate) => candidate.type === type);
  return entry && 'action' in entry ? { action: entry.action, qualityRegime: entry.qualityRegime } : null;
}
