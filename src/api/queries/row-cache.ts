import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { WriteAction } from '../envelope';

/** What a list write sent: the action and its rows (on DELETE, the rows whose GUIDs were deleted). */
export interface RowsWrite<R> {
  action: WriteAction;
  rows: readonly R[];
}

// A row's identity: its GUID, or its integer id for the kinds without one (cadastral customers and acts).
const guidOf = <R extends object>(row: R, guidField: keyof R): string | null => {
  const guid = row[guidField];
  if (typeof guid === 'number') return String(guid);
  return typeof guid === 'string' && guid !== '' ? guid : null;
};

/**
 * A cached list after a write (spec 01 section 7: the Set calls answer the written table): rows
 * deleted by GUID are removed, answered rows replace their cached version in place and new ones
 * are appended. Merging rather than replacing is right whether the server answers the parent's
 * whole list or only the rows it wrote.
 */
export function mergeRows<R extends object>(
  current: readonly R[], write: RowsWrite<R>, answered: readonly R[], guidField: keyof R,
): R[] {
  const deleted = new Set(write.action === 'DELETE' ? write.rows.map((row) => guidOf(row, guidField)).filter((guid) => guid !== null) : []);
  const merged = current.filter((row) => {
    const guid = guidOf(row, guidField);
    return guid === null || !deleted.has(guid);
  });
  const position = new Map<string, number>();
  merged.forEach((row, index) => {
    const guid = guidOf(row, guidField);
    if (guid !== null) position.set(guid, index);
  });
  for (const row of answered) {
    const guid = guidOf(row, guidField);
    const index = guid === null ? undefined : position.get(guid);
    if (index === undefined) {
      if (guid !== null) position.set(guid, merged.length);
      merged.push(row);
    } else {
      merged[index] = row;
    }
  }
  return merged;
}

/**
 * Writes a list write into the cached list under `queryKey`. A list that is not cached stays
 * uncached: a partial answer must not pose as the whole list.
 */
export function writeRowsToCache<R extends object>(
  client: QueryClient, queryKey: QueryKey, write: RowsWrite<R>, answered: readonly R[], guidField: keyof R,
): void {
  client.setQueryData<R[]>(queryKey, (current) => (current === undefined ? undefined : mergeRows(current, write, answered, guidField)));
}
