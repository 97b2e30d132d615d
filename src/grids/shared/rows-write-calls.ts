import type { GridSaveCalls } from './save-grid';

/** A list write of the API layer: the action and the rows (on DELETE, rows holding only their GUID). */
export type RowsWriter<R, A> = (write: { action: 'INSERT' | 'UPDATE' | 'DELETE'; rows: readonly R[] }) => Promise<A>;

/**
 * A grid's bulk calls over one list write (SetLayers, SetSoilSamples, …): each answers every row of
 * the list after the write, which the grid takes as its stored rows. An UPDATE row carries only the
 * GUID and the changed fields; the server merges them over the stored row.
 */
export function rowsWriteCalls<R, A>(write: RowsWriter<R, A>, rowsOf: (answer: A) => readonly R[]): GridSaveCalls<R> {
  const send = async (action: 'INSERT' | 'UPDATE' | 'DELETE', rows: readonly Record<string, unknown>[]) => rowsOf(await write({ action, rows: rows as readonly R[] }));
  return {
    insert: (rows) => send('INSERT', rows),
    update: (rows) => send('UPDATE', rows),
    remove: (rows) => send('DELETE', rows),
  };
}
