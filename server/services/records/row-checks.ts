import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { ValidationIssue } from '../../../src/domain/validation/issue';
import { rowKey, rulesByKind, validateRows } from '../../../src/domain/validation/entities/validate-rows';
import type { RowKind, RowsByKind } from '../../../src/domain/validation/entities/validate-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import type { Outcome, PlannedRow } from './plan-rows';
import { reasonText, recordReasons } from './reasons';

/**
 * The checks every row write runs before it stores anything: the entity schema at the edge, then
 * the domain's rules over the rows together with their stored siblings (spec 01 section 5), the
 * same functions the browser runs.
 */

const maxListedProblems = 3;

/** Parses incoming rows with the kind's entity schema (spec 01 section 3); wrong types are refused with where they are. */
export function parseRows(kind: EntityKind, rows: readonly unknown[], listName: string): Outcome<WireRow[]> {
  const schema = entityDescriptors[kind].schema;
  const parsed: WireRow[] = [];
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else for (const issue of result.error.issues) problems.push(`${listName}[${index}].${issue.path.join('.')}: ${issue.message}`);
  });
  if (problems.length === 0) return { ok: true, value: parsed };
  const more = problems.length > maxListedProblems ? ` (+${problems.length - maxListedProblems} more)` : '';
  return { ok: false, reason: reasonText(recordReasons.invalidValues, { details: problems.slice(0, maxListedProblems).join('; ') + more }) };
}

function isRowKind(kind: EntityKind): kind is RowKind {
  return kind in rulesByKind;
}

/**
 * The domain's findings for the planned rows, validated together with `siblings` (the stored rows
 * they must be unique among; rows being updated are replaced by their planned form). Only the
 * planned rows' issues are kept: a stored sibling's old problem does not block this write.
 */
export function plannedRowIssues(kind: EntityKind, planned: readonly PlannedRow[], siblings: readonly WireRow[]): ValidationIssue[] {
  if (!isRowKind(kind) || planned.length === 0) return [];
  const { idField } = entityDescriptors[kind];
  const updatedIds = new Set(planned.flatMap((row) => (row.storedId === undefined ? [] : [row.storedId])));
  const others = siblings.filter((row) => !updatedIds.has(Number(row[idField])));
  // Parsed with the entity schema, so the fields the rules read have the types they expect.
  const list = [...others, ...planned.map((row) => row.merged)] as RowsByKind[typeof kind][];
  const found = validateRows(kind, list, { groupByParent: false });
  const issues: ValidationIssue[] = [];
  list.forEach((row, index) => {
    if (index < others.length) return;
    issues.push(...(found.get(rowKey(kind, row, index)) ?? []));
  });
  return issues;
}
