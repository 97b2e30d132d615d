import type { FormatLog, RecordReference } from '../export-log';
import type { FormatMessageKey } from '../format-messages';
import type { BroIdCheck } from './bro-id-check';
import type { QualityRegime } from './bro-objects';
import { isBroCorrectionReason, type BroCorrectionReason } from './correction-reasons';
import type { BroAction } from './sad-validation-types';

/** What the user chose in the pre-export checks (spec 02 section 2, 'Pre-export checks'). */
export interface BroDeliveryChoice {
  action: BroAction;
  qualityRegime: QualityRegime;
  /** Required for a correction: one of the four BRO correction reasons. */
  correctionReason?: string | null;
  /** After a mismatch: take the portal's BRO ID over instead of ours. */
  takeOverPortalId?: boolean;
}

/** A delivery the checks allow: register (no BRO ID) or correct a registered object with a reason. */
export type BroDelivery =
  | { action: 'register'; qualityRegime: QualityRegime }
  | { action: 'correct'; qualityRegime: QualityRegime; broId: string; correctionReason: BroCorrectionReason };

/** The plan for one record: the delivery, or the reasons (message keys) it is refused. */
export type BroDeliveryPlan = { ok: true; value: BroDelivery } | { ok: false; reasons: FormatMessageKey[] };

/**
 * Combines the BRO ID check with the user's choice (spec 02 section 4): after a match only a correction,
 * after 'not found' only a registration, after a mismatch a correction under the portal's ID once it is
 * taken over; every correction needs a reason.
 */
export function planBroDelivery(check: BroIdCheck, choice: BroDeliveryChoice): BroDeliveryPlan {
  if (check.outcome === 'failed') return { ok: false, reasons: ['formats.bro.check.lookupFailed'] };
  if (!check.allowed.includes(choice.action)) {
    return { ok: false, reasons: [choice.action === 'register' ? 'formats.bro.check.onlyCorrection' : 'formats.bro.check.onlyRegistration'] };
  }
  if (choice.action === 'register') return { ok: true, value: { action: 'register', qualityRegime: choice.qualityRegime } };
  const reasons: FormatMessageKey[] = [];
  if (check.outcome === 'mismatch' && !choice.takeOverPortalId) reasons.push('formats.bro.check.takeOverRequired');
  if (!isBroCorrectionReason(choice.correctionReason)) reasons.push('formats.bro.check.correctionReasonRequired');
  if (reasons.length > 0 || !isBroCorrectionReason(choice.correctionReason)) return { ok: false, reasons };
  const broId = check.outcome === 'mismatch' ? check.portalBroId : check.outcome === 'match' ? check.broId : '';
  return { ok: true, value: { action: 'correct', qualityRegime: choice.qualityRegime, broId, correctionReason: choice.correctionReason } };
}

/** Writes a check's outcome to the wizard's log at its alert level (spec 02 section 8, 'BRO'). */
export function logBroIdCheck(check: BroIdCheck, log: FormatLog, record: RecordReference): void {
  if (check.outcome === 'match') log.info('formats.bro.check.match', { broId: check.broId }, record);
  else if (check.outcome === 'mismatch') log.warning('formats.bro.check.mismatch', { local: check.localBroId, portal: check.portalBroId }, record);
  else if (check.outcome === 'notFound') log.info('formats.bro.check.notFound', { broId: check.localBroId ?? '-' }, record);
  else log.error('formats.bro.check.lookupFailed', { reason: check.reason }, record);
}

/** Writes a refused plan's reasons as errors: the record is not exported. */
export function logRefusedPlan(plan: BroDeliveryPlan, log: FormatLog, record: RecordReference): void {
  if (!plan.ok) for (const reason of plan.reasons) log.error(reason, {}, record);
}
