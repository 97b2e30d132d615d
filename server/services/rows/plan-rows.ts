import { randomUUID } from 'node:crypto';
import { lastChangedStamp } from '../../../src/domain/dates/timestamps';
import { entityDescriptors, rowVersionField } from '../../../src/domain/entities/entity-descriptors';
import { error } from '../../../src/domain/validation/issue';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { IncomingRow } from './parse-incoming';
import type { RowKind, WriteContext } from './row-kind';
import type { ChangedRow, RowIssue, RowOutcome } from './row-refusal';

/**
 * How a write treats a sent row (spec 01 section 7): INSERT makes new rows, UPDATE changes stored
 * ones, UPSERT (SetProjectWithChilds) updates a row stored under the same parent and inserts the rest.
 */
export type WriteAction = 'INSERT' | 'UPDATE' | 'UPSERT';

/** A parsed row with the parent the calling service placed it under, and columns the server sets on it. */
export interface PlacedRow extends IncomingRow {
  parentId: number;
  /** Columns the server decides for this row (e.g. a tube sample's FtID), set after the sent fields. */
  set?: WireRow;
}

/** A planned row: the whole row as it will be stored, and the stored row it replaces (none for an insert). */
export interface PlannedRow {
  key: string;
  merged: WireRow;
  stored: WireRow | undefined;
}

/** A case-insensitive key of a stored or sent row: its GUID in lower case, or its id. */
export function matchKey(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : String(value);
}

function refusal(cause: 'repeated' | 'taken' | 'unknown' | 'keyMissing', keys: string[]): RowOutcome<never> {
  return { ok: false, refusal: { cause, keys } };
}

function firstRepeated(rows: readonly PlacedRow[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const row of rows) {
    if (row.key.startsWith('#')) continue;
    const key = matchKey(row.key);
    if (seen.has(key)) repeated.push(row.key);
    seen.add(key);
  }
  return repeated;
}

/** The version a stored row carries (rows stored before migration 0007 count as 1). */
export function storedVersion(row: WireRow): number {
  const version = Number(row[rowVersionField]);
  return Number.isInteger(version) ? version : 1;
}

/** A stale row: the version sent, the fields the write carried (keys left out) and the row as stored now. */
export function changedRow(key: string, sentVersion: number, fields: WireRow, current: WireRow, keyFields: readonly string[] = []): ChangedRow {
  return { key, sentVersion, fields: Object.keys(fields).filter((field) => !keyFields.includes(field)), current };
}

/** True when an INSERT leaves the field that identifies a row to a person empty. */
function lacksIdentity(row: WireRow, field: string | undefined): field is string {
  if (field === undefined) return false;
  const value = row[field];
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Plans a write without touching the database (spec 01 sections 4 and 7): each sent row is matched
 * to its stored row by GUID in any letter case (or by id, for kinds without a GUID), refused when
 * the action does not fit (a taken GUID, an unknown row, a row of another parent or licence), merged
 * over the stored row, placed under its parent, stamped and given the kind's server rules. `stored`
 * holds every stored row the sent keys name, wherever it is. An update sent with a RowVersion that
 * is no longer the stored one is refused as changedSince (spec 01 section 4: no silent lost update);
 * one sent without a version is taken (older clients, scripts). Versions count up by one per update.
 */
export function planRows(rowKind: RowKind, action: WriteAction, rows: readonly PlacedRow[], stored: readonly WireRow[], context: WriteContext): RowOutcome<PlannedRow[]> {
  const { guidField, idField, parentIdField, lastChangedField } = entityDescriptors[rowKind.kind];
  const keyField = guidField ?? idField;
  const repeated = firstRepeated(rows);
  if (repeated.length > 0) return refusal('repeated', repeated);
  const byKey = new Map(stored.map((row) => [matchKey(row[keyField]), row]));
  const stamp = lastChangedStamp(context.now);
  const taken: string[] = [];
  const unknown: string[] = [];
  const missing: string[] = [];
  const stale: ChangedRow[] = [];
  const unnamed: RowIssue[] = [];
  const planned: PlannedRow[] = [];
  for (const row of rows) {
    const hasKey = !row.key.startsWith('#');
    const found = hasKey ? byKey.get(matchKey(row.key)) : undefined;
    const underParent = found !== undefined && (!parentIdField || Number(found[parentIdField]) === row.parentId);
    const updating = action === 'UPDATE' || (action === 'UPSERT' && underParent);
    if (updating && !hasKey) missing.push(row.key);
    else if (updating && !underParent) unknown.push(row.key);
    else if (!updating && found && guidField) taken.push(row.key);
    if (missing.length + unknown.length + taken.length > 0) continue;

    const before = updating ? found : undefined;
    if (before && row.version !== undefined && row.version !== storedVersion(before)) {
      stale.push(changedRow(row.key, row.version, row.fields, before, [keyField]));
      continue;
    }
    if (!before && lacksIdentity(row.fields, rowKind.requiredOnInsert)) {
      unnamed.push({ ...error(rowKind.requiredOnInsert, 'validation.required'), row: row.key, table: entityDescriptors[rowKind.kind].tableName });
      continue;
    }
    let merged: WireRow = { ...before, ...row.fields };
    if (before) merged[keyField] = before[keyField];
    else if (guidField) merged[guidField] = hasKey ? row.key : randomUUID();
    if (before) merged[idField] = before[idField];
    else delete merged[idField];
    if (parentIdField) merged[parentIdField] = row.parentId;
    Object.assign(merged, row.set);
    if (lastChangedField) merged[lastChangedField] = stamp;
    merged[rowVersionField] = before ? storedVersion(before) + 1 : 1;
    if (rowKind.prepare) merged = rowKind.prepare(merged, before, context);
    planned.push({ key: row.key, merged, stored: before });
  }
  if (missing.length > 0) return refusal('keyMissing', missing);
  if (unknown.length > 0) return refusal('unknown', unknown);
  if (taken.length > 0) return refusal('taken', taken);
  if (stale.length > 0) return { ok: false, refusal: { cause: 'changedSince', keys: stale.map((row) => row.key), current: stale } };
  if (unnamed.length > 0) return { ok: false, refusal: { cause: 'invalid', issues: unnamed } };
  return { ok: true, value: planned };
}

/** The fields an update changes over all planned rows (the stamp and prepared fields included). */
export function changedFields(planned: readonly PlannedRow[]): string[] {
  const fields = new Set<string>();
  for (const { merged, stored } of planned) {
    if (!stored) continue;
    for (const field of Object.keys(merged)) if (merged[field] !== stored[field]) fields.add(field);
  }
  return [...fields];
}
