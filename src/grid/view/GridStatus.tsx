import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridController } from '../controller/grid-controller';
import type { GridSnapshot } from '../controller/grid-types';
import { errorCells } from '../model/error-walk';
import { IssueMessages } from './IssueMessages';

/** Props of GridStatus. */
export interface GridStatusProps {
  controller: GridController<object>;
  snapshot: GridSnapshot;
  /** Opens the active column's menu (the keyboard's way to sort, filter and arrange). */
  onOpenColumnMenu: (field: string) => void;
  /** Puts focus back in the grid after a jump. */
  onJump: () => void;
}

const listedErrors = 200;

/**
 * The line under a grid: where the active cell is and its messages (announced politely),
 * counts of changes and errors, what the last paste refused, and the list of errors that jumps to a cell.
 */
export function GridStatus({ controller, snapshot, onOpenColumnMenu, onJump }: GridStatusProps) {
  const { t } = useTranslation();
  const [showErrors, setShowErrors] = useState(false);
  const { active } = snapshot.selection;
  const column = controller.columns.visible[active.col];
  const issues = snapshot.rowCount > 0 ? controller.issuesAt(active.row, active.col) : [];
  const paste = snapshot.lastPaste;
  const errors = showErrors
    ? errorCells(controller.issues, { rowIndexOf: (key) => controller.rowIndexOf(key), columnIndexOf: (field) => controller.columns.indexOf(field) })
    : [];

  return (
    <div className="data-grid__status">
      <div className="data-grid__status-line">
        <span role="status" aria-live="polite" className="data-grid__position">
          {snapshot.rowCount > 0 && column ? t('grid.status.cell', { row: active.row + 1, column: column.title }) : t('grid.status.empty')}
          {issues.length > 0 ? <IssueMessages issues={issues} /> : null}
        </span>
        <span className="data-grid__counts">
          {t('grid.status.rows', { count: snapshot.rowCount })}
          {snapshot.changedRowCount > 0 ? ` · ${t('grid.status.changed', { count: snapshot.changedRowCount })}` : ''}
          {snapshot.deletedRowCount > 0 ? ` · ${t('grid.status.deleted', { count: snapshot.deletedRowCount })}` : ''}
          {paste && paste.rejected.length > 0 ? ` · ${t('grid.status.pasteRejected', { count: paste.rejected.length })}` : ''}
        </span>
        {column ? (
          <button type="button" className="button button--small" onClick={() => onOpenColumnMenu(column.field)}>
            {t('grid.columnMenu.openActive', { column: column.title })}
          </button>
        ) : null}
        <button
          type="button" className="button button--small" aria-expanded={showErrors} disabled={snapshot.errorCount === 0 && !showErrors}
          onClick={() => setShowErrors((open) => !open)}
        >
          {t('grid.status.errors', { count: snapshot.errorCount })}
        </button>
      </div>
      {showErrors ? (
        <ul className="data-grid__error-list" aria-label={t('grid.status.errorList')}>
          {errors.slice(0, listedErrors).map((error) => {
            const title = controller.columns.byField(error.field)?.title ?? error.field;
            const cell = error.cell;
            return (
              <li key={`${error.rowKey}:${error.field}`}>
                <button
                  type="button" className="data-grid__error-jump" disabled={cell === null}
                  onClick={() => { if (cell) { controller.selectCell(cell.row, cell.col); onJump(); } }}
                >
                  {cell ? t('grid.status.errorAt', { row: cell.row + 1, column: title }) : t('grid.status.errorHidden', { column: title })}
                </button>
                <IssueMessages issues={error.issues.filter((issue) => issue.severity === 'error')} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
