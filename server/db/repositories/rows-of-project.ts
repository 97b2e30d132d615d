import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../executor';
import type { WireRow } from './entity-rows';
import { chunks, toWireRows } from './entity-rows';
import { entityStorageShape } from './entity-storage-shape';
import { looseEntities } from './loose-entities';

/**
 * `<parent link> in (…)` for rows of `kind` in project `prId`: the condition walks the parent
 * chain up to the project (a layer's MpID among the project's points, a bottle's WsID among their
 * samples, …), so a project-wide read is one statement at any depth.
 */
function inProject(kind: EntityKind, prId: number): RawBuilder<boolean> {
  const { parentIdField, parentKind } = entityDescriptors[kind];
  if (!parentIdField || !parentKind) throw new Error(`${kind} has no parent`);
  if (parentKind === 'project') return sql<boolean>`${sql.ref(parentIdField)} = ${prId}`;
  const parent = entityDescriptors[parentKind];
  return sql<boolean>`${sql.ref(parentIdField)} in (select ${sql.ref(parent.idField)} from ${sql.table(parent.tableName)} where ${inProject(parentKind, prId)})`;
}

/** How a project-wide read gives its rows: `omitEmptyColumns` leaves empty columns out (toWireRow). */
export interface ProjectReadOptions {
  omitEmptyColumns?: boolean;
}

/**
 * Rows of `kind` in project `prId`, whatever their depth under it, in id order; `columns` narrows
 * the read (a project-wide name check needs only the key, the parent and the name).
 */
export async function selectRowsOfProject(db: Executor, kind: EntityKind, prId: number, columns?: readonly string[], options: ProjectReadOptions = {}): Promise<WireRow[]> {
  const shape = entityStorageShape(kind);
  const base = looseEntities(db).selectFrom(shape.table).where(inProject(kind, prId)).orderBy(shape.idField);
  const result = columns ? await base.select([...columns]).execute() : await base.selectAll().execute();
  const omitEmpty = options.omitEmptyColumns === true;
  return toWireRows(shape, result, omitEmpty);
}

/** Rows of `kind` under any of `parentIds` (their parent link column), in id order. */
export async function selectRowsOfParents(db: Executor, kind: EntityKind, parentIds: readonly number[], columns?: readonly string[]): Promise<WireRow[]> {
  const shape = entityStorageShape(kind);
  const parentField = shape.parentField;
  if (!parentField) throw new Error(`${kind} has no parent`);
  const rows: WireRow[] = [];
  for (const batch of chunks(parentIds, 10000)) {
    const base = looseEntities(db).selectFrom(shape.table).where(parentField, 'in', batch).orderBy(shape.idField);
    const result = columns ? await base.select([...columns]).execute() : await base.selectAll().execute();
    rows.push(...toWireRows(shape, result));
  }
  return rows;
}
