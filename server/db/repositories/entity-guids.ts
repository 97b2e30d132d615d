import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../executor';
import { entityStorageShape } from './entity-storage-shape';

// Well under the bound-value limits of SQLite (32,766) and PostgreSQL (65,535).
const guidsPerQuery = 10000;

/**
 * Which of `guids` are already stored for `kind`, in any project of any licence: GUID columns are
 * unique across the table, so an INSERT must refuse them before the database does (issue 'Data
 * service', deliver 7: never a 500). Answers only the GUIDs found, never the rows.
 */
export async function findExistingGuids(db: Executor, kind: EntityKind, guids: readonly string[]): Promise<Set<string>> {
  const shape = entityStorageShape(kind);
  const guidField = shape.guidField;
  if (!guidField) throw new Error(`${kind} has no GUID`);
  const found = new Set<string>();
  for (let start = 0; start < guids.length; start += guidsPerQuery) {
    const batch = guids.slice(start, start + guidsPerQuery);
    const rows = await db.selectFrom(shape.table).select(guidField).where(guidField, 'in', batch).execute();
    for (const row of rows) found.add(String(row[guidField]));
  }
  return found;
}
