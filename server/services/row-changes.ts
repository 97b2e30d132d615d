import { entityStorageShape } from '../db/repositories/entity-storage-shape';
import type { WireRow } from '../db/repositories/entity-rows';
import type { EntityKind } from '../../src/domain/entities/entity-descriptors';

/**
 * What an UPDATE of one row sets (DATA-CALLS: 'rows … are updated'): the fields the client sent and
 * those the rules computed, taken from the merged row, keyed by the row's GUID. Fields without a
 * column share one JSON text (ExtraFieldsJson): when the client sends one, all of the merged row's
 * extra fields are written so none is lost.
 */
export function changedFields(kind: EntityKind, incoming: WireRow, merged: WireRow, computed: readonly string[]): WireRow {
  const shape = entityStorageShape(kind);
  const changes: WireRow = {};
  if (shape.guidField) changes[shape.guidField] = merged[shape.guidField];
  for (const field of [...Object.keys(incoming), ...computed]) changes[field] = merged[field];
  if (Object.keys(incoming).some((field) => !shape.columns.has(field))) {
    for (const field of Object.keys(merged)) if (!shape.columns.has(field)) changes[field] = merged[field];
  }
  return changes;
}
