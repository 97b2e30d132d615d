import { taskIssues } from '../../../../src/domain/entities/task';
import type { PlannedRow } from '../plan-rows';
import type { RowKind } from '../row-kind';
import type { RowIssue } from '../row-refusal';

/** Each task's name checked by the domain rule, at its row. */
function taskRowIssues(_trx: unknown, rows: readonly PlannedRow[]): Promise<RowIssue[]> {
  return Promise.resolve(rows.flatMap((row) => taskIssues(row.merged).map((issue) => ({ ...issue, row: row.key, table: 'tblTasks' }))));
}

/** To-do tasks of a project (spec 02 section 2, the to-do list widget): a name on insert. */
export const taskRows: RowKind<'task'> = {
  kind: 'task',
  siblings: { scope: 'none' },
  requiredOnInsert: 'TaName',
  checkRows: taskRowIssues,
};
