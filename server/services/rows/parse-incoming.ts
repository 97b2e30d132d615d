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

/** One zod finding at `field` as the domain's issue, so a refusal reads the same as the browser's cell message. */
function schemaIssue(issue: z.core.$ZodIssue, field: string): ValidationIssue {
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

type FieldSchemas = Readonly<Record<string, z.ZodType>>;

/**
 * A sent record parsed as the kind's loose object schema would parse it, but field by field over
 * the fields it carries only: a bulk UPDATE sends a few of a row's sixty fields, and the entity
 * schemas have no rules across fields or defaults, so the answer is the same at a fraction of the
 * cost for 10,000 rows. Fields come out in the schema's order, unknown fields after them.
 */
function parseSentFields(record: WireRow, shape: FieldSchemas, declared: readonly string[]): { ok: true; data: WireRow } | { ok: false; issues: ValidationIssue[] } {
  const data: WireRow = {};
  const issues: ValidationIssue[] = [];
  for (const field of declared) {
    if (!Object.hasOwn(record, field)) continue;
    const parsed = (shape[field] as z.ZodType).safeParse(record[field]);
    if (parsed.success) data[field] = parsed.data;
    else issues.push(...parsed.error.issues.map((issue) => schemaIssue(issue, field)));
  }
  if (issues.length > 0) return { ok: false, issues };
  for (const field of Object.keys(record)) if (!Object.hasOwn(shape, field)) data[field] = record[field];
  return { ok: true, data };
}

/** A whole sent value through the object schema: what a value that is no object at all is refused with. */
function parseWhole(raw: unknown, schema: z.ZodObject, tableName: string): ValidationIssue[] {
  const parsed = schema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => schemaIssue(issue, issue.path.length > 0 ? String(issue.path[0]) : tableName));
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
  const shape = (schema as z.ZodObject).shape as FieldSchemas;
  const declaredList = Object.keys(shape);
  const declared = new Set(declaredList);
  const rows: IncomingRow[] = [];
  const issues: RowIssue[] = [];
  for (const [index, raw] of sent.entries()) {
    const isRecord = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    const record: WireRow = isRecord ? raw as WireRow : {};
    const key = sentKey(guidField ? record[guidField] : record[idField], index);
    const extra = extraFieldIssues(record, declared);
    const parsed = extra.length > 0 ? { ok: false as const, issues: extra }
      : isRecord ? parseSentFields(record, shape, declaredList) : { ok: false as const, issues: parseWhole(raw, schema as z.ZodObject, tableName) };
    if (!parsed.ok) {
      issues.push(...parsed.issues.map((issue) => ({ ...issue, row: key, table: tableName })));
      if (issues.length >= maxIssues) break;
      continue;
    }
    const fields: WireRow = {};
    for (const [field, value] of Object.entries(parsed.data)) {
      if (value !== undefined && !dropped.has(field)) fields[field] = value;
    }
    if (guidField && typeof fields[guidField] === 'string') fields[guidField] = fields[guidField].trim();
    const version = parsed.data[rowVersionField];
    rows.push(typeof version === 'number' ? { key, index, fields, version } : { key, index, fields });
  }
  return issues.length > 0 ? { ok: false, refusal: { cause: 'invalid', issues } } : { ok: true, value: rows };
}
