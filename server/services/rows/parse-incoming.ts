import type * as z from 'zod';
import { entityDescriptors, rowVersionField } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import { error } from '../../../src/domain/validation/issue';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import { extraFieldIssues } from '../../../src/domain/validation/rules/extra-fields';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { RowKind } from './row-kind';
import type { RowIssue, RowOutcome } from './row-refusal';

/** A sent row after parsing: how the client names it, and the fields that will be stored. */
export interface IncomingRow {
  /** The row's GUID (or id, for kinds without one) as sent, or '#index' in the sent list. */
  key: string;
  /** Its place in the sent list. */
  index: number;
  /** Parsed fields without the id, the parent links and the fields the server decides. */
  fields: WireRow;
  /** The RowVersion the client loaded, when it sent one (never stored as a field: the server counts it). */
  version?: number;
}

// A handful of findings explains a refusal; parsing 10,000 more rows would not.
const maxIssues = 20;

/** One zod finding as the domain's issue, so a refusal reads the same as the browser's cell message. */
function schemaIssue(issue: z.core.$ZodIssue, fallbackField: string): ValidationIssue {
  const field = issue.path.length > 0 ? String(issue.path[0]) : fallbackField;
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'number') return error(field, 'validation.number.notANumber');
    if (issue.expected === 'int') return error(field, 'validation.number.notWhole');
    if (issue.expected === 'boolean') return error(field, 'validation.boolean');
    return error(field, 'validation.type.text');
  }
  if (issue.code === 'invalid_union') return error(field, 'validation.number.notANumber');
  if (issue.code === 'too_big') return error(field, 'validation.number.tooLarge', { max: Number(issue.maximum) });
  if (issue.code === 'too_small') return error(field, 'validation.number.tooSmall', { min: Number(issue.minimum) });
  return error(field, 'validation.pattern');
}

/** Fields that place a row (its id, its parent's id and every ancestor's GUID, PrID) and are never stored on it. */
function placementFields(kind: EntityKind, serverFields: readonly string[]): Set<string> {
  const descriptor = entityDescriptors[kind];
  const fields = new Set<string>([descriptor.idField, 'PrID', ...serverFields]);
  if (descriptor.parentIdField) fields.add(descriptor.parentIdField);
  for (let parent = descriptor.parentKind; parent; parent = entityDescriptors[parent].parentKind) {
    const guid = entityDescriptors[parent].guidField;
    if (guid) fields.add(guid);
  }
  return fields;
}

function sentKey(value: unknown, index: number): string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return `#${index}`;
}

/**
 * Parses sent rows with the kind's entity schema (spec 01 section 3): unknown fields pass through
 * (kept in ExtraFieldsJson), fields left out stay left out (an UPDATE changes only what it carries),
 * placement fields are taken off, RowVersion becomes the row's `version`. Wrong types and unknown
 * fields past their limits (extraFieldIssues) are refused at their row and field.
 */
export function parseIncomingRows(rowKind: RowKind, sent: readonly unknown[]): RowOutcome<IncomingRow[]> {
  const { schema, guidField, idField, tableName } = entityDescriptors[rowKind.kind];
  const dropped = placementFields(rowKind.kind, rowKind.serverFields ?? []);
  dropped.add(rowVersionField);
  const declared = new Set(Object.keys((schema as z.ZodObject).shape));
  const rows: IncomingRow[] = [];
  const issues: RowIssue[] = [];
  for (const [index, raw] of sent.entries()) {
    const record: WireRow = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw as WireRow : {};
    const key = sentKey(guidField ? record[guidField] : record[idField], index);
    const extra = extraFieldIssues(record, declared);
    const parsed = extra.length > 0 ? undefined : (schema as z.ZodObject).safeParse(raw);
    if (!parsed?.success) {
      const found = parsed ? parsed.error.issues.map((issue) => schemaIssue(issue, tableName)) : extra;
      issues.push(...found.map((issue) => ({ ...issue, row: key, table: tableName })));
      if (issues.length >= maxIssues) break;
      continue;
    }
    const fields: WireRow = {};
    for (const [field, value] of Object.entries(parsed.data as WireRow)) {
      if (value !== undefined && !dropped.has(field)) fields[field] = value;
    }
    if (guidField && typeof fields[guidField] === 'string') fields[guidField] = fields[guidField].trim();
    const version = (parsed.data as WireRow)[rowVersionField];
    rows.push(typeof version === 'number' ? { key, index, fields, version } : { key, index, fields });
  }
  return issues.length > 0 ? { ok: false, refusal: { cause: 'invalid', issues } } : { ok: true, value: rows };
}
