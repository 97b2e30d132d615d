import type { FormatLog, LoggedRecordKind } from '../export-log';

/** Bookkeeping fields no exchange format is expected to carry: database ids, change stamps and pin state. */
const bookkeeping = /(ID|Guid|GUID|DateLastChanged|DateContentLastChanged|DateLastSynced|Pinned)$/;

function hasValue(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * Names the fields that hold values in `rows` but that the format does not write, with how many rows
 * hold each, in one warning per kind of record: an export never drops data silently (spec 02 section 4,
 * export log). GUIDs and ids are left out of the count; formats carry identity their own way.
 */
export function reportNotCarried(
  log: FormatLog,
  format: string,
  kind: LoggedRecordKind,
  rows: readonly object[],
  carried: ReadonlySet<string>,
): void {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      if (carried.has(field) || bookkeeping.test(field) || !hasValue(value)) continue;
      counts.set(field, (counts.get(field) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return;
  const fields = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([field, count]) => `${field} (${count})`).join(', ');
  log.warning('formats.common.notCarried', { format, kind, fields }, { kind });
}
