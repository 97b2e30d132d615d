import type * as z from 'zod';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { error } from '../../../src/domain/validation/issue';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import type { WireRow } from '../../db/repositories/entity-rows';
import { childFields } from './child-family';
import type { ChildKind, RowIssue } from './child-family';

/** Fields that only route a row to its place and are never stored on it (MpID is set by the server). */
const routingFields = ['MpGuid', 'PrID'] as const;

/** One wire field's zod finding as the domain's issue, so refusals read the same as the browser's. */
function schemaIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'number') return error(field, 'validation.number.notANumber');
    if (issue.expected === 'int') return error(field, 'validation.number.notWhole');
    if (issue.expected === 'boolean') return error(field, 'validation.boolean');
    return error(field, 'validation.type.text');
  }
  if (issue.code === 'too_big') return error(field, 'validation.number.tooLarge', { max: Number(issue.maximum) });
  if (issue.code === 'too_small') return error(field, 'validation.number.tooSmall', { min: Number(issue.minimum) });
  return error(field, 'validation.pattern');
}

/** A sent row after parsing: its stored fields, the point it goes to, and how the client names it. */
export interface ParsedRow {
  /** The row's GUID as sent, or '#index' in the sent list. */
  key: string;
  /** MpGuid on the row, else the call's data.MpGuid; undefined when neither was sent. */
  pointGuid: string | undefined;
  row: WireRow;
}

/** The rows parsed with the entity schema (spec 01 section 3), or the issues of those that do not parse. */
export type ParsedRows = { ok: true; rows: ParsedRow[] } | { ok: false; issues: RowIssue[] };

/**
 * Parses the sent rows of `kind` with the domain's entity schema: unknown fields pass through, fields
 * left out stay left out (an UPDATE changes only what it carries), routing fields are taken off.
 */
export function parseChildRows(kind: ChildKind, sent: readonly Record<string, unknown>[], callPointGuid: string | undefined): ParsedRows {
  const schema = entityDescriptors[kind].schema;
  const guidField = childFields(kind).guidField;
  const rows: ParsedRow[] = [];
  const issues: RowIssue[] = [];
  sent.forEach((raw, index) => {
    const sentGuid = raw[guidField];
    const key = typeof sentGuid === 'string' && sentGuid.trim() !== '' ? sentGuid : `#${index}`;
    const ownPoint = raw.MpGuid;
    const pointGuid = typeof ownPoint === 'string' && ownPoint.trim() !== '' ? ownPoint.trim() : callPointGuid;
    const fields: WireRow = {};
    for (const [field, value] of Object.entries(raw)) {
      if (value !== undefined && !(routingFields as readonly string[]).includes(field)) fields[field] = value;
    }
    const parsed = schema.safeParse(fields);
    if (parsed.success) rows.push({ key, pointGuid, row: parsed.data as WireRow });
    else issues.push(...parsed.error.issues.map((issue) => ({ ...schemaIssue(issue), row: key })));
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, rows };
}
