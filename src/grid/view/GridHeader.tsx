import { memo, useMemo, useSyncExternalStore } from 'react';
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
 * The sticky header row, drawn like the body for the pinned columns and the centre columns around the
 * view (the renderer's window in whole blocks of columns; aria-colindex on each; the grid's
 * data-column-titles lists every title): a click selects the
 * column (Shift extends, Ctrl adds), the arrow shows the sort (set in the column menu), the edge drags the width, the menu button opens the column's menu.
 */
export function GridHeader({ controller, snapshot, gutterWidth, height, columnWindow, onOpenMenu }: GridHeaderProps) {
  const { t } = useTranslation();
  // A sync-lane store: a sideways scroll that brings a column in draws its header in the same frame as its cells.
  const shown = useSyncExternalStore(columnWindow?.subscribeColumnWindow ?? noSubscription, columnWindow?.columnWindow ?? noWindowYet);
  const columns = controller.columns.visible;
  const geometry = useMemo(() => columnGeometry(columns, gutterWidth), [columns, gutterWidth]);
  const size = { rowCount: snapshot.rowCount, columnCount: snapshot.columnCount };
  const colBase = gutterWidth > 0 ? 2 : 1;

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
          return (
            <HeaderCell
              key={column.field} controller={controller} column={column} col={col} colIndex={col + colBase}
              sort={sort?.direction} filtered={snapshot.filters.some((filter) => filter.field === column.field)}
              selected={isColumnSelected(snapshot.selection, col, size)} pinned={col < geometry.pinnedCount}
              left={geometry.lefts[col] ?? 0} width={geometry.widths[col] ?? 0} onOpenMenu={onOpenMenu}
            />
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

interface HeaderCellProps {
  controller: GridController<object>;
  column: VisibleColumn;
  /** View index of the column. */
  col: number;
  colIndex: number;
  sort: 'asc' | 'desc' | undefined;
  filtered: boolean;
  selected: boolean;
  pinned: boolean;
  left: number;
  width: number;
  onOpenMenu: (field: string) => void;
}

/**
 * One column's header cell. Memoised: an edit or a move of the active cell gives the header a new snapshot, and
 * only the cells whose sort, filter, selection or place changed are rendered again.
 */
const HeaderCell = memo(function HeaderCell({ controller, column, col, colIndex, sort, filtered, selected, pinned, left, width, onOpenMenu }: HeaderCellProps) {
  const { t } = useTranslation();
  const select = (event: MouseEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    controller.selectColumnAt(col, { extend: event.shiftKey, add: event.ctrlKey || event.metaKey });
  };
  const resize = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => controller.columns.resize(column.field, column.width + moveEvent.clientX - startX);
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
  };
  return (
    <div
      role="columnheader" aria-colindex={colIndex} aria-sort={sort ? (sort === 'asc' ? 'ascending' : 'descending') : undefined}
      aria-selected={selected}
      className={`data-grid__header-cell${pinned ? ' data-grid__header-cell--pinned' : ''}`}
      style={{ left, width }}
      onMouseDown={select}
    >
      <span className="data-grid__header-title" title={column.title}>{column.title}</span>
      {sort ? <span className="data-grid__sort-mark" aria-hidden="true">{sort === 'asc' ? '▲' : '▼'}</span> : null}
      {filtered ? <span className="data-grid__filter-mark" aria-hidden="true">⧩</span> : null}
      <button
        type="button" tabIndex={-1} className="data-grid__menu-button" aria-label={t('grid.columnMenu.open', { column: column.title })}
        onMouseDown={(event) => event.stopPropagation()} onClick={() => onOpenMenu(column.field)}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      <span className="data-grid__resize" aria-hidden="true" onPointerDown={resize} onMouseDown={(event) => event.stopPropagation()} />
    </div>
  );
});
