import { sql } from 'kysely';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../executor';
import { insertEntityRowsInBatches } from './entity-batch-insert';
import { updateEntityRowsInBatches } from './entity-batch-update';
import type { WireRow } from './entity-rows';
import { toWireRow } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';

/**
 * Queries for the rows under a measurement point (layers, jars, gauging tubes, finishings), beyond
 * the generic entity-rows repository: lookups by many GUIDs at once and project-wide reads, so a
 * 10,000-row save runs a handful of statements (issue 'Data service', deliver 9).
 */

// Keeps `in (...)` lists under SQLite's and PostgreSQL's bound-value limits.
const listSize = 10000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** A measurement point's keys, as the rows under it refer to it. */
export interface PointKey {
  MpID: number;
  MpGuid: string;
}

/** The points of project `prId` whose MpGuid is one of `guids` (the caller checked the project's licence). */
export async function findPointsByGuid(db: Executor, prId: number, guids: readonly string[]): Promise<PointKey[]> {
  const found: PointKey[] = [];
  for (const batch of chunks(guids, listSize)) {
    const rows = await db.selectFrom('tblMeasurementPoints').select(['MpID', 'MpGuid'])
      .where('PrID', '=', prId).where('MpGuid', 'in', batch).execute();
    found.push(...rows.map((row) => ({ MpID: Number(row.MpID), MpGuid: String(row.MpGuid) })));
  }
  return found;
}

function pointsOfProject(db: Executor, prId: number) {
  return db.selectFrom('tblMeasurementPoints').select('MpID').where('PrID', '=', prId);
}

/** Rows of `kind` whose GUID is one of `guids` and whose point lies in project `prId`, in wire form. */
export async function selectChildRowsByGuid(db: Executor, kind: EntityKind, prId: number, guids: readonly string[]): Promise<WireRow[]> {
  const shape = entityStorageShape(kind);
  const guidField = shape.guidField;
  const parentField = shape.parentField;
  if (!guidField || !parentField) throw new Error(`${kind} is not a child row with a GUID`);
  const rows: WireRow[] = [];
  for (const batch of chunks(guids, listSize)) {
    const result = await db.selectFrom(shape.table).selectAll()
      .where(guidField, 'in', batch).where(parentField, 'in', pointsOfProject(db, prId)).execute();
    rows.push(...result.map((row) => toWireRow(shape, row)));
  }
  return rows;
}

/**
 * Rows of `kind` under every point of project `prId`, in id order; `columns` narrows the read (e.g. a
 * project-wide name check needs only the GUID, the point and the name).
 */
export async function selectChildRowsOfProject(db: Executor, kind: EntityKind, prId: number, columns?: readonly string[]): Promise<WireRow[]> {
  const shape = entityStorageShape(kind);
  const parentField = shape.parentField;
  if (!parentField) throw new Error(`${kind} has no parent`);
  const base = db.selectFrom(shape.table).where(parentField, 'in', pointsOfProject(db, prId)).orderBy(shape.idField);
  const result = columns ? await base.select([...columns]).execute() : await base.selectAll().execute();
  return result.map((row) => toWireRow(shape, row));
}

/** A point's depth (cm, null without layers) and last-changed stamp, as a layer write leaves them. */
export interface PointDepth {
  MpID: number;
  MpDepth: number | null;
  MpDateLastChanged: string | null;
}

/**
 * Writes MpDepth and MpDateLastChanged of many points with one statement per 1,000 points (a CASE
 * per column), so a save across 2,000 points does not run 2,000 updates.
 */
export async function savePointDepths(db: Executor, points: readonly PointDepth[]): Promise<void> {
  for (const batch of chunks(points, 1000)) {
    if (batch.length === 0) continue;
    // Casts give PostgreSQL the column types of otherwise untyped parameters.
    const depth = sql<number | null>`case ${sql.ref('MpID')} ${sql.join(batch.map((p) => sql`when ${p.MpID} then cast(${p.MpDepth} as double precision)`), sql` `)} end`;
    const stamp = sql<string | null>`case ${sql.ref('MpID')} ${sql.join(batch.map((p) => sql`when ${p.MpID} then cast(${p.MpDateLastChanged} as text)`), sql` `)} end`;
    await db.updateTable('tblMeasurementPoints')
      .set({ MpDepth: depth, MpDateLastChanged: stamp })
      .where('MpID', 'in', batch.map((p) => p.MpID))
      .execute();
  }
}

/**
 * Updates many rows of `kind` by GUID, writing only `fields` (the union of what the sent rows change,
 * so every row has the same columns and a batch is one statement). Fields without a column live in
 * ExtraFieldsJson, which is rewritten whole: when one of them changes, all of the row's go along.
 */
export async function updateRowsByGuidInBatches(db: Executor, kind: EntityKind, rows: readonly WireRow[], fields: readonly string[]): Promise<number> {
  const shape = entityStorageShape(kind);
  const guidField = shape.guidField;
  if (!guidField) throw new Error(`${kind} has no GUID`);
  const extraChanged = fields.some((field) => !shape.columns.has(field));
  const narrowed = rows.map((row) => {
    const values: WireRow = { [guidField]: row[guidField] };
    for (const field of fields) values[field] = row[field] ?? null;
    if (extraChanged) for (const field in row) if (!shape.columns.has(field)) values[field] = row[field];
    return values;
  });
  return updateEntityRowsInBatches(db, kind, narrowed);
}

/**
 * Inserts rows of `kind` that already carry their GUID and parent id (reading back only the new ids,
 * not every column of 10,000 rows) and answers them in full wire form: every column present (null
 * when unset), as a read would give them, with the ids filled in.
 */
export async function insertRowsReturningIds(db: Executor, kind: EntityKind, rows: readonly WireRow[]): Promise<WireRow[]> {
  const shape = entityStorageShape(kind);
  const guidField = shape.guidField;
  if (!guidField) throw new Error(`${kind} has no GUID`);
  const ids = await insertEntityRowsInBatches(db, kind, rows);
  const empty = Object.fromEntries([...shape.columns].map((column) => [column, null]));
  return rows.map((row) => ({ ...empty, ...row, [shape.idField]: ids.get(String(row[guidField])) ?? null }));
}
