import { useMemo, useSyncExternalStore } from 'react';
import type { MouseEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibleColumn } from '../controller/column-set';
import type { GridController } from '../controller/grid-controller';
import type { GridSnapshot } from '../controller/grid-types';
import { isColumnSelected } from '../model/selection';
import type { BodyRenderer, ColumnWindow } from './body-renderer';
import { columnGeometry } from './column-geometry';

/** Props of GridHeader. */
export interface GridHeaderProps {
  controller: GridController<object>;
  snapshot: GridSnapshot;
  gutterWidth: number;
  height: number;
  /** The body's column window (null until the body is drawn): only the pinned columns and these get a header cell. */
  columnWindow: Pick<BodyRenderer, 'columnWindow' | 'subscribeColumnWindow'> | null;
  /** Opens the column menu (sort, filter, pin, hide, move) of a field. */
  onOpenMenu: (field: string) => void;
}

const noWindow: ColumnWindow = { first: 0, last: -1 };
const noSubscription = () => () => undefined;
const noWindowYet = () => noWindow;

/**
 * The sticky header row, drawn like the body for the pinned columns and the centre columns in view
 * only (aria-colindex on each; the grid's data-column-titles lists every title): a click selects the
 * column (Shift extends, Ctrl adds), the arrow shows and cycles the sort, the edge drags the width, the menu button opens the column's menu.
 */
export function GridHeader({ controller, snapshot, gutterWidth, height, columnWindow, onOpenMenu }: GridHeaderProps) {
  const { t } = useTranslation();
  // A sync-lane store: a sideways scroll that brings a column in draws its header in the same frame as its cells.
  const shown = useSyncExternalStore(columnWindow?.subscribeColumnWindow ?? noSubscription, columnWindow?.columnWindow ?? noWindowYet);
  const columns = controller.columns.visible;
  const geometry = useMemo(() => columnGeometry(columns, gutterWidth), [columns, gutterWidth]);
  const size = { rowCount: snapshot.rowCount, columnCount: snapshot.columnCount };
  const colBase = gutterWidth > 0 ? 2 : 1;

  const select = (col: number) => (event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    controller.selectColumnAt(col, { extend: event.shiftKey, add: event.ctrlKey || event.metaKey });
  };
  const resize = (field: string, width: number) => (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => controller.columns.resize(field, width + moveEvent.clientX - startX);
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
  };

  return (
    <div role="rowgroup" className="data-grid__head" style={{ width: geometry.totalWidth, height }}>
      <div role="row" aria-rowindex={1} className="data-grid__header-row" style={{ width: geometry.totalWidth, height }}>
        {gutterWidth > 0 ? (
          <div role="columnheader" aria-colindex={1} className="data-grid__corner" style={{ width: gutterWidth }}>
            <button type="button" tabIndex={-1} className="data-grid__corner-button" aria-label={t('grid.selectAll')} onMouseDown={(event) => { event.preventDefault(); controller.selectAll(); }}>
              <span aria-hidden="true">◢</span>
            </button>
          </div>
        ) : null}
        {drawnColumns(geometry.pinnedCount, shown, columns.length).map((col) => {
          const column = columns[col] as VisibleColumn;
          const sort = snapshot.sort.find((spec) => spec.field === column.field);
          const filtered = snapshot.filters.some((filter) => filter.field === column.field);
          const ariaSort = sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
          const pinned = col < geometry.pinnedCount;
          return (
            <div
              key={column.field} role="columnheader" aria-colindex={col + colBase} aria-sort={ariaSort}
              aria-selected={isColumnSelected(snapshot.selection, col, size)}
              className={`data-grid__header-cell${pinned ? ' data-grid__header-cell--pinned' : ''}`}
              style={{ left: geometry.lefts[col], width: geometry.widths[col] }}
              onMouseDown={select(col)}
            >
              <span className="data-grid__header-title" title={column.title}>{column.title}</span>
              {sort ? <span className="data-grid__sort-mark" aria-hidden="true">{sort.direction === 'asc' ? '▲' : '▼'}</span> : null}
              {filtered ? <span className="data-grid__filter-mark" aria-hidden="true">⧩</span> : null}
              <button
                type="button" tabIndex={-1} className="data-grid__menu-button" aria-label={t('grid.columnMenu.open', { column: column.title })}
                onMouseDown={(event) => event.stopPropagation()} onClick={() => onOpenMenu(column.field)}
              >
                <span aria-hidden="true">⋮</span>
              </button>
              <span className="data-grid__resize" aria-hidden="true" onPointerDown={resize(column.field, column.width)} onMouseDown={(event) => event.stopPropagation()} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** View indexes of the columns with a header cell: the pinned ones, then the centre window's. */
function drawnColumns(pinnedCount: number, shown: ColumnWindow, count: number): number[] {
  const drawn: number[] = [];
  for (let col = 0; col < Math.min(pinnedCount, count); col++) drawn.push(col);
  for (let col = Math.max(shown.first, pinnedCount); col <= Math.min(shown.last, count - 1); col++) drawn.push(col);
  return drawn;
}
