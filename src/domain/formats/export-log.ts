import type { FormatMessageKey } from './format-messages';

/**
 * Alert levels of the import and export wizards' log (spec 02 section 4: 'a log with alert levels info
 * (success), warning and error'). An error means the record (or the file) was not written or read; a
 * warning means it was, with something the user should know; info reports what went well.
 */
export type AlertLevel = 'info' | 'warning' | 'error';

/** The lines of a log at the levels an alert-level filter shows (spec 02 section 2, 'export log with an alert filter'). */
export function linesAtLevels<Line extends { level: AlertLevel }>(lines: readonly Line[], levels: readonly AlertLevel[]): Line[] {
  return lines.filter((line) => levels.includes(line.level));
}

/** The kinds of record a log entry can point at, so the wizard can name and open the row. */
export type LoggedRecordKind =
  | 'project' | 'measurementPoint' | 'layer' | 'jar' | 'filterTube' | 'waterSample' | 'bottle'
  | 'observation' | 'analysisSample' | 'analysisResult' | 'file';

/** Which record (or which line of which file) an entry is about; every part is optional. */
export interface RecordReference {
  kind: LoggedRecordKind;
  guid?: string | null;
  name?: string | null;
  /** Name of the file being read or written. */
  file?: string;
  /** 1-based line (GEF) or element position (XML) in that file. */
  line?: number;
}

/** Values for a message's {{placeholders}}. */
export type LogParams = Readonly<Record<string, string | number>>;

/** One finding of a reader or writer: a translation key in all six locales, its values and its record. */
export interface LogEntry {
  level: AlertLevel;
  key: FormatMessageKey;
  params: LogParams;
  record?: RecordReference;
}

/** Collects the findings of one read or write, in the order they were made. */
export interface FormatLog {
  readonly entries: LogEntry[];
  info(key: FormatMessageKey, params?: LogParams, record?: RecordReference): void;
  warning(key: FormatMessageKey, params?: LogParams, record?: RecordReference): void;
  error(key: FormatMessageKey, params?: LogParams, record?: RecordReference): void;
}

/** A fresh log; readers and writers fill it and hand its entries back with their result. */
export function createFormatLog(): FormatLog {
  const entries: LogEntry[] = [];
  const add = (level: AlertLevel) => (key: FormatMessageKey, params: LogParams = {}, record?: RecordReference) => {
    entries.push(record ? { level, key, params, record } : { level, key, params });
  };
  return { entries, info: add('info'), warning: add('warning'), error: add('error') };
}

/** True when any entry is an error: the wizard then shows the export or import as failed. */
export function hasLogErrors(entries: readonly LogEntry[]): boolean {
  return entries.some((entry) => entry.level === 'error');
}

/** A reference to a record by its GUID and name, the two things the wizard's log shows. */
export function recordRef(kind: LoggedRecordKind, guid: string | null | undefined, name: string | null | undefined, extra: Partial<RecordReference> = {}): RecordReference {
  return { kind, guid: guid ?? null, name: name ?? null, ...extra };
}
