import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, MouseEvent as ReactMouseEvent } from 'react';
import type { GridController } from '../controller/grid-controller';
import { BodyRenderer } from './body-renderer';
import { CellEditor } from './CellEditor';
import type { CellControl } from './CellEditor';
import { ColumnMenu } from './ColumnMenu';
import { GridHeader } from './GridHeader';
import { GridStatus } from './GridStatus';
import { IssueMessages } from './IssueMessages';
import { useGridSnapshot } from './use-grid-snapshot';
import './grid.css';

/** Props of DataGrid. */
export interface DataGridProps {
  controller: GridController<object>;
  /** The input a cell is edited with, by the column's field-editor kind (the screens' field editors). */
  cellControl: CellControl;
  /** The grid's accessible name. */
  label: string;
  /** Row numbers at the start of each row: click to select rows (default true). */
  rowHeaders?: boolean;
  className?: string;
  /** Called once after the first draw that shows rows (benchmarks mark their 'ready' here). */
  onFirstRows?: () => void;
  /** The status line with the active cell's messages and the errors list (default true). */
  statusBar?: boolean;
}

/** Row and header height in px: one line of text, fixed so no row is ever measured. */
const gridRowHeight = 32;
const gutterWidth = 56;

/**
 * The spreadsheet grid: one scroll element with the ARIA grid pattern, a sticky
 * header drawn by React, and a body drawn by BodyRenderer straight into the DOM. Both draw only the
 * columns in view, so the grid element lists every column's title in data-column-titles (a JSON
 * array in view order: entry i is the column of aria-colindex i + 1, after the row-header column
 * when there is one) for whoever must find a column that is not drawn. Keys, mouse and the
 * clipboard go to the GridController; the cell editor is React, drawn over the active cell.
 */
export function DataGrid({ controller, cellControl, label, rowHeaders = true, className, onFirstRows, statusBar = true }: DataGridProps) {
  const idPrefix = useId().replace(/:/g, '');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<BodyRenderer | null>(null);
  const snapshot = useGridSnapshot(controller);
  const gutter = rowHeaders ? gutterWidth : 0;
  const firstRows = useRef(onFirstRows);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return undefined;
    const drawn = new BodyRenderer(controller, { scroller, body, rowHeight: gridRowHeight, headerHeight: gridRowHeight, gutterWidth: gutter, idPrefix });
    setRenderer(drawn);
    let focus = controller.focusCell;
    drawn.scrollIntoView(focus.row, focus.col);
    const unsubscribe = controller.subscribe(() => {
      const next = controller.focusCell;
      if (next !== focus) {
        focus = next;
        drawn.scrollIntoView(next.row, next.col);
      }
      drawn.redraw();
      if (controller.takeFocusRequest()) scroller.focus({ preventScroll: true });
    });
    if (controller.rowCount > 0) firstRows.current?.();
    return () => {
      unsubscribe();
      drawn.destroy();
      body.replaceChildren();
    };
  }, [controller, gutter, idPrefix]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (controller.handleKey(event.nativeEvent)) event.preventDefault();
  }, [controller]);

  const onMouseDown = useCallback((event: ReactMouseEvent<HTMLDivElement>) => {
    const cell = renderer?.cellOf(event.target);
    if (!renderer || !cell || event.button !== 0) return;
    event.preventDefault();
    scrollerRef.current?.focus({ preventScroll: true });
    const modifiers = { extend: event.shiftKey, add: event.ctrlKey || event.metaKey };
    if (cell.col === null) {
      controller.selectRowAt(cell.row, modifiers);
      return;
    }
    controller.clickCell(cell.row, cell.col, modifiers);
    const drag = (move: MouseEvent) => {
      const over = renderer.cellOf(document.elementFromPoint(move.clientX, move.clientY));
      if (over && over.col !== null) controller.extendSelection(over.row, over.col);
    };
    const stop = () => {
      window.removeEventListener('mousemove', drag);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', drag);
    window.addEventListener('mouseup', stop);
  }, [controller, renderer]);

  // A cell with issues shows them while the pointer rests on it (the message on focus and hover).
  const [hovered, setHovered] = useState<{ row: number; col: number } | null>(null);
  const onMouseMove = useCallback((event: ReactMouseEvent<HTMLDivElement>) => {
    const cell = renderer?.cellOf(event.target);
    const next = cell && cell.col !== null && controller.issuesAt(cell.row, cell.col).length > 0 ? { row: cell.row, col: cell.col } : null;
    setHovered((current) => (current?.row === next?.row && current?.col === next?.col ? current : next));
  }, [controller, renderer]);

  const onDoubleClick = useCallback((event: ReactMouseEvent<HTMLDivElement>) => {
    const cell = renderer?.cellOf(event.target);
    if (cell && cell.col !== null) controller.startEdit(null);
  }, [controller, renderer]);

  const onCopy = useCallback((event: ClipboardEvent<HTMLDivElement>) => {
    if (!clipboardIsTheGrids(event)) return;
    event.clipboardData.setData('text/plain', controller.copyText());
    event.preventDefault();
  }, [controller]);

  const onCut = useCallback((event: ClipboardEvent<HTMLDivElement>) => {
    if (!clipboardIsTheGrids(event)) return;
    event.clipboardData.setData('text/plain', controller.cutText());
    event.preventDefault();
  }, [controller]);

  const onPaste = useCallback((event: ClipboardEvent<HTMLDivElement>) => {
    if (!clipboardIsTheGrids(event)) return;
    controller.pasteText(event.clipboardData.getData('text/plain'));
    event.preventDefault();
  }, [controller]);

  const focusGrid = useCallback(() => scrollerRef.current?.focus({ preventScroll: true }), []);
  const [menuField, setMenuField] = useState<string | null>(null);
  const closeMenu = useCallback(() => {
    setMenuField(null);
    focusGrid();
  }, [focusGrid]);
  const visibleColumns = controller.columns.visible;
  const columnTitles = useMemo(() => JSON.stringify(visibleColumns.map((column) => column.title)), [visibleColumns]);
  const editing = snapshot.editing;
  const editedColumn = editing ? controller.columns.visible[editing.cell.col] : undefined;

  return (
    <div className={className ? `data-grid ${className}` : 'data-grid'}>
      <div
        ref={scrollerRef} role="grid" className="data-grid__scroller" tabIndex={0} aria-label={label}
        aria-rowcount={snapshot.rowCount + 1} aria-colcount={snapshot.columnCount + (rowHeaders ? 1 : 0)} aria-multiselectable="true"
        data-column-titles={columnTitles}
        onKeyDown={onKeyDown} onMouseDown={onMouseDown} onMouseMove={onMouseMove} onMouseLeave={() => setHovered(null)} onDoubleClick={onDoubleClick} onCopy={onCopy} onCut={onCut} onPaste={onPaste}
      >
        <GridHeader controller={controller} snapshot={snapshot} gutterWidth={gutter} height={gridRowHeight} columnWindow={renderer} onOpenMenu={setMenuField} />
        <div ref={bodyRef} role="rowgroup" className="data-grid__body" />
        {hovered && renderer && !editing ? (
          <HoverIssues controller={controller} cell={hovered} box={renderer.cellBox(hovered.row, hovered.col)} top={gridRowHeight} />
        ) : null}
        {editing && editedColumn && renderer ? (
          <CellEditor
            key={`${editing.cell.row}:${editing.cell.col}`} controller={controller} control={cellControl} editing={editing} column={editedColumn}
            box={renderer.cellBox(editing.cell.row, editing.cell.col)} top={gridRowHeight} onClose={focusGrid}
          />
        ) : null}
      </div>
      {menuField ? <ColumnMenu controller={controller} snapshot={snapshot} field={menuField} onClose={closeMenu} /> : null}
      {statusBar ? <GridStatus controller={controller} snapshot={snapshot} onOpenColumnMenu={setMenuField} onJump={focusGrid} /> : null}
    </div>
  );
}

/**
 * Whether a clipboard event is the grid's to answer: keyboard focus is on the grid itself (not in
 * its cell editor, nor in a menu inside it). The browser aims copy, cut and paste at the node
 * holding the document's text selection, which after an edit is a drawn cell or the editor's old
 * place, not at the focused grid, so the event's target says nothing about who should answer.
 */
function clipboardIsTheGrids(event: ClipboardEvent<HTMLDivElement>): boolean {
  return event.currentTarget.ownerDocument.activeElement === event.currentTarget;
}

interface HoverIssuesProps {
  controller: GridController<object>;
  cell: { row: number; col: number };
  box: { left: number; top: number; height: number };
  top: number;
}

/** The issues of the cell under the pointer, drawn just below it. */
function HoverIssues({ controller, cell, box, top }: HoverIssuesProps) {
  const issues = controller.issuesAt(cell.row, cell.col);
  if (issues.length === 0) return null;
  return (
    <div role="tooltip" className="data-grid__tooltip" style={{ transform: `translate(${box.left}px, ${top + box.top + box.height}px)` }}>
      <IssueMessages issues={issues} />
    </div>
  );
}
