import type { AlertLevel } from '../../../src/domain/formats/export-log';
import { isAppError } from '../../errors';
import { renderMessage, type CatalogueMessage, type MessageParams } from '../../messages';
import { describeIssues } from '../issue-text';

/**
 * One line of a job's log as the wizard shows it (spec 02 section 4: alert levels info, warning and error):
 * a translation key with its values — a format's own keys or a server catalogue message — and the English text.
 */
export interface JobLogEntry {
  level: AlertLevel;
  key: string;
  params: MessageParams;
  text?: string;
  record?: unknown;
}

/** A log line from a catalogue message. */
export function jobLogEntry(level: AlertLevel, message: CatalogueMessage, params: MessageParams = {}): JobLogEntry {
  return { level, key: message.key, params, text: renderMessage(message, params) };
}

/** A failure as an error line: a refusal with its catalogue message and reasons, anything else under `fallback`. */
export function failureEntry(error: unknown, fallback: CatalogueMessage): JobLogEntry {
  if (isAppError(error)) {
    const reason = error.issues.length > 0 ? `${error.message} ${describeIssues(error.issues)}` : error.message;
    return jobLogEntry('error', fallback, { reason });
  }
  return jobLogEntry('error', fallback, { reason: error instanceof Error ? error.message : String(error) });
}
