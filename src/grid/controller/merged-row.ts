import type { GridDocument } from '../model/document';
import type { RowKey } from '../model/patch';

/** A row with its edits merged in: what validators and saves see. */
export function mergedRow(document: GridDocument<object>, rowKey: RowKey): Readonly<Record<string, unknown>> {
  const index = document.base.indexOf.get(rowKey);
  const loaded = index === undefined ? undefined : (document.base.rows[index] as Readonly<Record<string, unknown>>);
  const changes = document.layer.changes.get(rowKey);
  if (!changes) return loaded ?? {};
  return { ...loaded, ...changes };
}
