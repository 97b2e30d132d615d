import type { EditorRecord } from '../../../domain/editing';

/** The records before and after one in its list, by GUID; null at either end. */
export interface RecordNeighbours {
  previous: string | null;
  next: string | null;
}

/** How a record screen moves to its neighbours (the 'next record' and 'previous record' commands). */
export interface RecordSequence {
  /** The field of each sibling holding its GUID, e.g. 'LaGuid'. */
  guidField: string;
  /** Opens the sibling with this GUID. */
  open: (guid: string) => void;
}

const guidOf = (record: EditorRecord, field: string): string | null => {
  const value = record[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * The neighbours of the record `guid` among `siblings`, in the order the parent's list shows them
 * (the query's order). GUIDs compare case-insensitively, as routes may spell them either way.
 */
export function recordNeighbours(siblings: readonly EditorRecord[], guidField: string, guid: string): RecordNeighbours {
  const guids = siblings.map((record) => guidOf(record, guidField)).filter((found) => found !== null);
  const wanted = guid.trim().toLowerCase();
  const index = guids.findIndex((found) => found.trim().toLowerCase() === wanted);
  if (index === -1) return { previous: null, next: null };
  return { previous: guids[index - 1] ?? null, next: guids[index + 1] ?? null };
}
