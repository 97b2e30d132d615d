import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { selectChildRowsOfProject } from '../../db/repositories/point-children';
import { childFields } from './child-family';
import type { ChildFamily, RowIssue } from './child-family';
import { refuseIssues } from './child-scope';

/** A sent row ready to be written: how the client names it, and the full row with its GUID. */
export interface ChangedRow {
  key: string;
  row: WireRow;
}

/** The rows of the touched points as they will be: stored rows with the changed ones replaced, new ones added. */
export function rowsAfterChange(guidField: string, stored: readonly WireRow[], changed: readonly WireRow[]): WireRow[] {
  const replacements = new Map(changed.map((row) => [String(row[guidField]), row]));
  const after = stored.map((row) => {
    const guid = String(row[guidField]);
    const replacement = replacements.get(guid);
    if (replacement) replacements.delete(guid);
    return replacement ?? row;
  });
  return [...after, ...replacements.values()];
}

/**
 * Runs the family's domain rules over the touched points' rows after the change, together with their
 * siblings (and, for project-wide names, the other points' rows), and keeps the issues of the sent
 * rows only (DATA-CALLS rules; spec 01 section 5). Errors refuse the write; warnings are returned.
 */
export async function checkChangedRows(
  trx: Executor,
  family: ChildFamily,
  projectId: number,
  after: readonly WireRow[],
  changed: readonly ChangedRow[],
  inserting: boolean,
): Promise<RowIssue[]> {
  const guidField = childFields(family.kind).guidField;
  const guids = changed.map(({ row }) => String(row[guidField]).trim());
  let siblings: readonly WireRow[] = after;
  if (family.projectWideFields) {
    const touched = new Set(after.map((row) => row.MpID));
    const others = await selectChildRowsOfProject(trx, family.kind, projectId, [guidField, 'MpID', ...family.projectWideFields]);
    siblings = [...others.filter((row) => !touched.has(row.MpID)), ...after];
  }
  const byKey = family.validate(siblings, {
    insertedKeys: new Set(inserting ? guids : []),
    groupByParent: family.projectWideFields === undefined,
  });
  const issues: RowIssue[] = changed.flatMap(({ key }, index) => (byKey.get(guids[index] ?? '') ?? []).map((issue) => ({ ...issue, row: key })));
  if (issues.some((issue) => issue.severity === 'error')) throw refuseIssues(family, issues);
  return issues;
}
