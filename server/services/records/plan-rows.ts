import { randomUUID } from 'node:crypto';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { stampLastChanged } from '../../../src/domain/dates/timestamps';
import type { Executor } from '../../db/executor';
import { insertEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { findExistingGuids } from '../../db/repositories/entity-guids';
import { deleteEntityRowsById, updateEntityRowById } from '../../db/repositories/row-lookups';
import { reasonText, recordReasons } from './reasons';

/**
 * The generic core of every 'rows under a parent' write (spec 01 section 7): incoming rows are
 * matched to the stored rows of their parent — by GUID, or by id for kinds without one — merged,
 * stamped, and only then validated and written. INSERT of a GUID that exists, UPDATE or DELETE of
 * a record that is not under the parent: refused, nothing written.
 */

/** A result that is either a value or the English reason it was refused. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** An incoming row as it will be stored. */
export interface PlannedRow {
  /** The whole row after the write: stored fields overlaid with the incoming ones and the server's. */
  merged: WireRow;
  /** The stored row an UPDATE rewrites; absent for an INSERT. */
  storedId?: number;
}

/** What a write plan needs to know. */
export interface WritePlan {
  kind: EntityKind;
  action: 'INSERT' | 'UPDATE';
  /** Incoming rows, parsed with the entity schema. */
  rows: readonly WireRow[];
  /** The parent's stored rows: the only ones an UPDATE may reach. */
  stored: readonly WireRow[];
  /** Columns the server sets on every row, e.g. the parent link. */
  fixed: WireRow;
  /** Incoming fields the server decides itself and ignores, e.g. a water sample's FtID. */
  serverFields?: readonly string[];
  now: Date;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function idOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

/** Finds stored rows by GUID (any letter case) or by id. */
function storedFinder(kind: EntityKind, stored: readonly WireRow[]) {
  const { idField, guidField } = entityDescriptors[kind];
  const byGuid = new Map<string, WireRow>();
  const byId = new Map<number, WireRow>();
  for (const row of stored) {
    const guid = guidField ? textOf(row[guidField]) : undefined;
    if (guid) byGuid.set(guid.toLowerCase(), row);
    const id = idOf(row[idField]);
    if (id !== undefined) byId.set(id, row);
  }
  return (key: unknown): WireRow | undefined => {
    const id = idOf(key);
    const text = textOf(key);
    return (text ? byGuid.get(text.toLowerCase()) : undefined) ?? (id === undefined ? undefined : byId.get(id));
  };
}

function identityFields(kind: EntityKind): string {
  const { idField, guidField } = entityDescriptors[kind];
  return guidField ? `${guidField} or ${idField}` : idField;
}

function withoutFields(row: WireRow, fields: readonly (string | null)[]): WireRow {
  const copy = { ...row };
  for (const field of fields) if (field) delete copy[field];
  return copy;
}

/** Plans an INSERT or UPDATE (see the file comment); GUIDs are made for new rows that have none. */
export async function planWrite(db: Executor, plan: WritePlan): Promise<Outcome<PlannedRow[]>> {
  const { idField, guidField, parentIdField, lastChangedField } = entityDescriptors[plan.kind];
  const ignored = [idField, guidField, parentIdField, ...(plan.serverFields ?? [])];
  const stamp = (row: WireRow) => (lastChangedField ? stampLastChanged(row, lastChangedField, plan.now) : row);
  const planned: PlannedRow[] = [];
  const seen = new Set<string>();
  if (plan.action === 'INSERT') {
    const guids: string[] = [];
    for (const row of plan.rows) {
      const guid = guidField ? (textOf(row[guidField]) ?? randomUUID()) : undefined;
      if (guid && seen.has(guid.toLowerCase())) return { ok: false, reason: reasonText(recordReasons.appearsTwice, { key: guid }) };
      if (guid) {
        seen.add(guid.toLowerCase());
        guids.push(guid);
      }
      const merged = stamp({ ...withoutFields(row, ignored), ...plan.fixed, ...(guidField && guid ? { [guidField]: guid } : {}) });
      planned.push({ merged });
    }
    // Looked up as written: the unique key on the GUID column compares exactly.
    const taken = guidField ? await findExistingGuids(db, plan.kind, guids) : new Set<string>();
    const first = [...taken][0];
    if (first !== undefined) return { ok: false, reason: reasonText(recordReasons.guidTaken, { guid: first }) };
    return { ok: true, value: planned };
  }
  const find = storedFinder(plan.kind, plan.stored);
  const missing: string[] = [];
  for (const row of plan.rows) {
    const key = (guidField ? textOf(row[guidField]) : undefined) ?? idOf(row[idField]);
    if (key === undefined) return { ok: false, reason: reasonText(recordReasons.identityMissing, { fields: identityFields(plan.kind) }) };
    const stored = find(key);
    if (!stored) {
      missing.push(String(key));
      continue;
    }
    const storedId = Number(stored[idField]);
    if (seen.has(String(storedId))) return { ok: false, reason: reasonText(recordReasons.appearsTwice, { key: String(key) }) };
    seen.add(String(storedId));
    planned.push({ merged: stamp({ ...stored, ...withoutFields(row, ignored), ...plan.fixed }), storedId });
  }
  if (missing.length > 0) return { ok: false, reason: reasonText(recordReasons.rowsNotFound, { keys: missing.join(', ') }) };
  return { ok: true, value: planned };
}

/** Writes planned rows: inserts the new ones, rewrites the changed ones. Answers the inserted rows with their ids. */
export async function applyWrite(db: Executor, kind: EntityKind, planned: readonly PlannedRow[]): Promise<WireRow[]> {
  const inserts = planned.filter((row) => row.storedId === undefined).map((row) => row.merged);
  for (const row of planned) {
    if (row.storedId !== undefined) await updateEntityRowById(db, kind, row.storedId, row.merged);
  }
  return inserts.length > 0 ? insertEntityRows(db, kind, inserts) : [];
}

/**
 * The ids of the stored rows that `keys` (GUIDs or ids) name; refused when a key names nothing
 * under the parent or no key is given.
 */
export function planDelete(kind: EntityKind, keys: readonly (string | number)[], stored: readonly WireRow[]): Outcome<number[]> {
  if (keys.length === 0) return { ok: false, reason: reasonText(recordReasons.nothingToDelete, { fields: identityFields(kind) }) };
  const find = storedFinder(kind, stored);
  const { idField } = entityDescriptors[kind];
  const ids = new Set<number>();
  const missing: string[] = [];
  for (const key of keys) {
    const row = find(key);
    if (row) ids.add(Number(row[idField]));
    else missing.push(String(key));
  }
  if (missing.length > 0) return { ok: false, reason: reasonText(recordReasons.rowsNotFound, { keys: missing.join(', ') }) };
  return { ok: true, value: [...ids] };
}

/** Deletes the planned ids (children go with them). */
export async function applyDelete(db: Executor, kind: EntityKind, ids: readonly number[]): Promise<void> {
  await deleteEntityRowsById(db, kind, ids);
}
