import { baseRow } from '../model/base-rows';
import { liveRowKeys } from '../model/changed-rows';
import type { GridDocument } from '../model/document';
import type { RowKey } from '../model/patch';
import type { KeyedRow } from './grid-types';

/** A row with its edits merged in: what validators and saves see. */
export function mergedRow(document: GridDocument<object>, rowKey: RowKey): Readonly<Record<string, unknown>> {
  const loaded = baseRow(document.base, rowKey) as Readonly<Record<string, unknown>> | undefined;
  const changes = document.layer.changes.get(rowKey);
  if (!changes) return loaded ?? {};
  return { ...loaded, ...changes };
}

/**
 * A row with its edits merged in, holding only `fields`: what rules that declare the fields they read see. An edited
 * row of a wide grid then costs a small record, not a copy of every column.
 */
export function mergedFields(document: GridDocument<object>, rowKey: RowKey, fields: ReadonlySet<string>): Readonly<Record<string, unknown>> {
  const loaded = baseRow(document.base, rowKey) as Readonly<Record<string, unknown>> | undefined;
  const changes = document.layer.changes.get(rowKey);
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const value = changes !== undefined && Object.hasOwn(changes, field) ? changes[field] : loaded?.[field];
    if (value !== undefined) row[field] = value;
  }
  return row;
}

/** Every live row with its edits, loaded rows first then new ones: what a validation of all rows reads. */
export function liveMergedRows(document: GridDocument<object>): KeyedRow[] {
  const { base, layer } = document;
  // Freshly loaded (no edits, no key twice), each loaded row is its own merged row: no key lookup per row.
  if (layer.changes.size === 0 && layer.added.size === 0 && layer.deleted.size === 0 && base.indexOf.size === base.keys.length) {
    return base.keys.map((rowKey, index) => ({ rowKey, row: base.rows[index] as Readonly<Record<string, unknown>> }));
  }
  return liveRowKeys(base, layer).map((rowKey) => ({ rowKey, row: mergedRow(document, rowKey) }));
}
