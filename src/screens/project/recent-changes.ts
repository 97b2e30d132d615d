/** One record of a project with its last-changed stamp (spec 01 section 4: each edit stamps the type's field). */
export interface StampedRecord<K extends string> {
  kind: K;
  guid: string;
  name: string;
  /** The record's *DateLastChanged as stored ('YYYY-MM-DDTHH:mm:ss'), null when never stamped. */
  changed: string | null;
}

/**
 * The records changed last, newest first, at most `limit` of them (the project screen's 'recent
 * changes'). Stamps share one form, so they order as text; records never stamped are left out.
 */
export function recentChanges<K extends string>(records: readonly StampedRecord<K>[], limit: number): StampedRecord<K>[] {
  return records
    .filter((record) => record.changed !== null && record.changed !== '')
    .sort((a, b) => (a.changed === b.changed ? a.name.localeCompare(b.name) : (a.changed ?? '') < (b.changed ?? '') ? 1 : -1))
    .slice(0, limit);
}
