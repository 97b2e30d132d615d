import type { GridController } from '../../grid';
import type { NoticeInput } from '../../ui/notices/notice-store';
import { firstErrorCell } from '../../grid';

/**
 * The notice of a grid save refused by its rules (spec 01 section 8, 'save failed due to invalid
 * values'), naming the first problem in reading order and where it is: 'Lagen, rij 3, Grondsoort:
 * Verplicht veld.' The issue's own message is nested by its key, so it follows the language. The
 * grid's active cell moves to that cell, so the user lands on it. Null when no error cell is on view
 * (a filtered-out row): the screen then says only that the save failed.
 */
export function jumpToFirstRefusal(controller: GridController<object>, gridTitle: string): NoticeInput | null {
  const first = firstErrorCell(controller);
  if (!first?.cell) return null;
  const issue = first.issues.find((candidate) => candidate.severity === 'error');
  const column = controller.columns.byField(first.field)?.title ?? first.field;
  if (!issue) return null;
  controller.selectCell(first.cell.row, first.cell.col);
  controller.requestFocus();
  return {
    kind: 'error', messageKey: 'dayUse.refusal.gridCell',
    params: { ...issue.params, grid: gridTitle, row: first.cell.row + 1, column, issue: issue.code },
  };
}
