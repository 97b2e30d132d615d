import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { isPostgres } from '../executor';
import type { Executor } from '../executor';
import { entityStorageShape } from './entity-storage-shape';

/**
 * The FROM part reaching from `kind`'s table (alias t0) up to its licence's project, ending in the
 * condition on the licence; `shownOnly` leaves out a project an import is still writing.
 */
function fromUpToProject(kind: EntityKind, shownOnly = false): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`${sql.table(entityDescriptors[kind].tableName)} as t0`];
  let current: EntityKind = kind;
  let depth = 0;
  while (current !== 'project') {
    const descriptor = entityDescriptors[current];
    const parent = descriptor.parentKind;
    if (parent === null || descriptor.parentIdField === null) throw new Error(`${current} has no way up to its project`);
    const parentDescriptor = entityDescriptors[parent];
    parts.push(sql`join ${sql.table(parentDescriptor.tableName)} as ${sql.raw(`t${depth + 1}`)} on ${sql.ref(`t${depth + 1}.${parentDescriptor.idField}`)} = ${sql.ref(`t${depth}.${descriptor.parentIdField}`)}`);
    current = parent;
    depth += 1;
  }
  const shown = shownOnly ? sql`${sql.ref(`t${depth}.ImportingOrderId`)} is null and ` : sql``;
  return sql`${sql.join(parts, sql` `)} where ${shown}${sql.ref(`t${depth}.LicenceID`)} = `;
}

/** A field's stored value: its column, or its entry in ExtraFieldsJson for a field without one (a licence's own template field). */
function storedValue(db: Executor, kind: EntityKind, field: string): RawBuilder<unknown> {
  // Cast to text: a code list may name values of a numeric column (SmType), and PostgreSQL compares only like with like.
  if (entityStorageShape(kind).columns.has(field)) return sql`cast(${sql.ref(`t0.${field}`)} as text)`;
  return isPostgres(db)
    ? sql`(${sql.ref('t0.ExtraFieldsJson')}::jsonb ->> ${field})`
    : sql`json_extract(${sql.ref('t0.ExtraFieldsJson')}, ${`$.${field}`})`;
}

async function countOf(db: Executor, query: RawBuilder<{ n: number | string }>): Promise<number> {
  const result = await query.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * How many records of `kind` the licence holds (spec 02 section 2, management statistics), not
 * counting a project an import is still writing. Use counts (below) do count it: a code its rows
 * hold is in use, or deleting the code would strand them when the import ends.
 */
export function countRowsOfLicence(db: Executor, licenceId: number, kind: EntityKind): Promise<number> {
  return countOf(db, sql<{ n: number | string }>`select count(*) as n from ${fromUpToProject(kind, true)}${licenceId}`);
}

/** How many records of `kind` in the licence hold each value of `field` (the use counts of a code list, one query a field). */
export async function countRowsByValue(db: Executor, licenceId: number, kind: EntityKind, field: string): Promise<Map<string, number>> {
  const value = storedValue(db, kind, field);
  // Grouped by position: PostgreSQL sees the value's JSON key as a new parameter in a repeated expression.
  const result = await sql<{ value: string | null; n: number | string }>`select ${value} as value, count(*) as n from ${fromUpToProject(kind)}${licenceId} and ${value} is not null group by 1`.execute(db);
  return new Map(result.rows.map((row) => [String(row.value), Number(row.n)]));
}

/** How many records of `kind` in the licence hold a value for `field` (a template field's use count). */
export function countRowsWithValue(db: Executor, licenceId: number, kind: EntityKind, field: string): Promise<number> {
  const value = storedValue(db, kind, field);
  return countOf(db, sql<{ n: number | string }>`select count(*) as n from ${fromUpToProject(kind)}${licenceId} and ${value} is not null and ${value} <> ''`);
}
