import type { AlertLevel } from '../src/domain/formats/export-log';

/** One line of a wizard's log (spec 02 section 4: alert levels info (success), warning and error): a translation key and its values. */
export interface WizardLogEntry {
  level: AlertLevel;
  key: string;
  params: Readonly<Record<string, string | number>>;
}

/** A failed step as a log line, its reason kept: a failure never vanishes (spec 02 section 4). */
export function stepFailure(step: string, error: unknown): WizardLogEntry {
  return { level: 'error', key: 'importExport.wizard.stepFailed', params: { step, reason: error instanceof Error ? error.message : String(error) } };
}

