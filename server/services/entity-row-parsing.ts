import type * as z from 'zod';
import { entityDescriptors, type EntityKind } from '../../src/domain/entities/entity-descriptors';
import { error, type IssueCode, type ValidationIssue } from '../../src/domain/validation/issue';
import type { WireRow } from '../db/repositories/entity-rows';

/** Rows parsed with their entity schema, or the findings of the first rows that did not parse. */
export type ParsedRows = { ok: true; rows: WireRow[] } | { ok: false; issues: ValidationIssue[] };

function issueCode(issue: z.core.$ZodIssue): IssueCode {
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'number') return 'validation.number.notANumber';
    if (issue.expected === 'int') return 'validation.number.notWhole';
    if (issue.expected === 'boolean') return 'validation.boolean';
  }
  if (issue.code === 'invalid_union') return 'validation.number.notANumber';
  if (issue.code === 'too_big') return 'validation.number.tooLarge';
  return 'validation.pattern';
}

function toIssue(issue: z.core.$ZodIssue, kind: EntityKind): ValidationIssue {
  const field = issue.path.length > 0 ? String(issue.path[0]) : entityDescriptors[kind].tableName;
  const code = issueCode(issue);
  return code === 'validation.number.tooLarge' && 'maximum' in issue ? error(field, code, { max: Number(issue.maximum) }) : error(field, code);
}

/**
 * Parses incoming wire rows with the entity's own schema (src/domain/entities; DATA-CALLS rule
 * 'parse rows with the entity schema'): PrID strings become numbers, unknown fields pass through,
 * a wrong type becomes a validation issue on that field so the refusal can name it.
 */
export function parseEntityRows(kind: EntityKind, rows: readonly WireRow[]): ParsedRows {
  const schema: z.ZodObject = entityDescriptors[kind].schema;
  const parsed: WireRow[] = [];
  const issues: ValidationIssue[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data as WireRow);
    else issues.push(...result.error.issues.map((issue) => toIssue(issue, kind)));
    // A handful of findings explains the refusal; parsing 10,000 more rows would not.
    if (issues.length >= 20) break;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, rows: parsed };
}
