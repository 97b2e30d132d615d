import { Virtualizer, elementScroll, observeElementRect } from '@tanstack/react-virtual';
import type { GridController } from '../controller/grid-controller';
import { rangeContains } from '../model/cell-address';
import { blockWindow, rowPoolSize, sidewaysWindow, visibleRows } from '../model/visible-rows';
import type { RowWindow } from '../model/visible-rows';
import { cellStateClass, cellStateOf, stateBits } from './cell-state';
import { columnGeometry } from './column-geometry';
import type { ColumnGeometry } from './column-geometry';

/** How the body is drawn. */
export interface BodyRendererOptions {
  /** The scroll element, role grid: both axes scroll in it. */
  readonly scroller: HTMLElement;
  /** The body rowgroup inside it, after the sticky header. */
  readonly body: HTMLElement;
  readonly rowHeight: number;
  readonly headerHeight: number;
  /** Width of the row-header gutter (row numbers); 0 for none. */
  readonly gutterWidth: number;
  /** Prefix of the active cell's id, unique in the page. */
  readonly idPrefix: string;
}

/**
 * Rows drawn beyond each edge of the viewport: two, as every drawn row's cells are paint chunks that Chromium
 * layerizes again at every scroll frame (trace of the bench page: Layerize 1.08–1.17 ms a frame with two, 1.26–1.38
 * with four).
 */
const overscanRows = 2;

/** The centre columns drawn, view indexes inclusive (first > last: none); pinned columns are always drawn. */
export interface ColumnWindow {
  readonly first: number;
  readonly last: number;
}

/** Columns per block of the header's window (see columnWindow). */
const headerColumnBlock = 16;

/** One recycled row element and what it shows now. */
interface RowSlot {
  readonly element: HTMLDivElement;
  /** The part of the row that never scrolls sideways (gutter and pinned cells); null without either. */
  readonly pinned: HTMLDivElement | null;
  readonly gutter: HTMLDivElement | null;
  /** One cell per view column, made when its column first comes into view; index = view column. */
  readonly cells: (HTMLDivElement | undefined)[];
  readonly texts: string[];
  readonly states: number[];
  row: number;
  /** The centre columns this row shows now. */
  shown: ColumnWindow;
}

/**
 * Draws a grid's body straight into the DOM, outside React's render path (only what the view
 * needs, row elements reused, scrolling kept out of React, so 100,000 rows scroll smoothly). Rows are a fixed pool, each view
 * row always landing in slot `row % pool`, so a frame that scrolls three rows rewrites three rows. The
 * centre columns in view come from TanStack Virtual, and a sideways scroll keeps a view's width more of them drawn
 * (sidewaysWindow), so most sideways frames change no cell; the gutter and pinned columns stay in every row, in
 * one `position: sticky` pane per row: Chromium gives every sticky element a composited layer, and a
 * sticky element per pinned cell made each scroll frame re-layerise a hundred layers. A cell's text,
 * class and ARIA state are written only when they change.
 */
export class BodyRenderer {
  private readonly options: BodyRendererOptions;
  private controller: GridController<object>;
  private geometry: ColumnGeometry;
  private slots: RowSlot[] = [];
  private window: RowWindow = { first: 0, last: -1 };
  /** The centre columns in view (with the virtualizer's overscan). */
  private visibleCentre: ColumnWindow = { first: 0, last: -1 };
  /** The centre columns drawn: those in view, widened while scrolling sideways (see sidewaysWindow). */
  private centre: ColumnWindow = { first: 0, last: -1 };
  private headerWindow: ColumnWindow = { first: 0, last: -1 };
  private readonly windowListeners = new Set<() => void>();
  private readonly columnVirtualizer: Virtualizer<HTMLElement, Element>;
  private readonly cleanups: (() => void)[] = [];
  private activeId: string | null = null;
  /** The column virtualizer's offset callback, called from the one scroll handler. */
  private tellColumnOffset: ((offset: number, isScrolling: boolean) => void) | null = null;

  constructor(controller: GridController<object>, options: BodyRendererOptions) {
    this.options = options;
    this.controller = controller;
    this.geometry = columnGeometry(controller.columns.visible, options.gutterWidth);
    this.columnVirtualizer = new Virtualizer<HTMLElement, Element>({
      count: this.centreCount(),
      horizontal: true,
      getScrollElement: () => options.scroller,
      estimateSize: (index) => this.geometry.widths[this.geometry.pinnedCount + index] ?? 0,
      paddingStart: this.geometry.pinnedWidth,
      // One column beyond each edge: the drawn window widens a whole view ahead once the view scrolls sideways (see
      // sidewaysWindow), and each overscan column costs a cell in every row a vertical scroll draws.
      overscan: 1,
      observeElementRect,
      // The scroll handler below tells the sideways offset, read with the other offsets before any cell is written.
      observeElementOffset: (_instance, tell) => {
        this.tellColumnOffset = tell;
        return () => { this.tellColumnOffset = null; };
      },
      scrollToFn: elementScroll,
      onChange: () => this.drawColumns(),
    });
    this.cleanups.push(this.columnVirtualizer._didMount());
    this.columnVirtualizer._willUpdate();
    // One handler reads both offsets first and writes after: a read after the rows' writes forced a layout of
    // the whole body in the middle of every sideways scroll event (Chromium trace of the bench page).
    const onScroll = () => {
      const left = options.scroller.scrollLeft;
      this.drawRows(false);
      this.tellColumnOffset?.(left, false);
      this.updateActiveDescendant();
    };
    options.scroller.addEventListener('scroll', onScroll, { passive: true });
    this.cleanups.push(() => options.scroller.removeEventListener('scroll', onScroll));
    const resize = new ResizeObserver(() => this.redraw());
    resize.observe(options.scroller);
    this.cleanups.push(() => resize.disconnect());
    this.redraw();
  }

  /** Stops listening; the DOM it made stays for React to remove. */
  destroy(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** Draws everything again: after an edit, a selection change or new columns. */
  redraw(): void {
    const columns = this.controller.columns.visible;
    const geometry = columnGeometry(columns, this.options.gutterWidth);
    const columnsChanged = !sameGeometry(geometry, this.geometry);
    this.geometry = geometry;
    const { body, rowHeight, scroller, headerHeight } = this.options;
    body.style.height = `${this.controller.rowCount * rowHeight}px`;
    body.style.width = `${geometry.totalWidth}px`;
    if (columnsChanged) {
      for (const slot of this.slots) slot.element.remove();
      this.slots = [];
      this.centre = { first: 0, last: -1 };
      this.columnVirtualizer.setOptions({
        ...this.columnVirtualizer.options, count: this.centreCount(), paddingStart: geometry.pinnedWidth,
      });
      this.columnVirtualizer.measure();
      this.columnVirtualizer._willUpdate();
    }
    this.controller.setPageSize(Math.max(1, Math.floor((scroller.clientHeight - headerHeight) / rowHeight) - 1));
    this.ensurePool();
    this.readCentreWindow();
    this.drawRows(true);
    this.updateActiveDescendant();
  }

  /** Scrolls so a cell is in view below the header and beside the pinned columns. */
  scrollIntoView(row: number, col: number): void {
    const { scroller, rowHeight, headerHeight } = this.options;
    const top = row * rowHeight;
    const viewHeight = scroller.clientHeight - headerHeight;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + rowHeight > scroller.scrollTop + viewHeight) scroller.scrollTop = top + rowHeight - viewHeight;
    if (col < this.geometry.pinnedCount) return;
    const left = this.geometry.lefts[col] ?? 0;
    const right = left + (this.geometry.widths[col] ?? 0);
    const before = scroller.scrollLeft;
    const viewLeft = before + this.geometry.pinnedWidth;
    if (left < viewLeft) scroller.scrollLeft = left - this.geometry.pinnedWidth;
    else if (right > before + scroller.clientWidth) scroller.scrollLeft = right - scroller.clientWidth;
    // The columns brought into view are drawn now, not at the scroll event a frame later: the active cell (and
    // aria-activedescendant, which names it) exists as soon as the key that moved it is handled.
    if (scroller.scrollLeft !== before) this.tellColumnOffset?.(scroller.scrollLeft, false);
  }

  /** Where a cell sits inside the body, for the editor drawn over it. */
  cellBox(row: number, col: number): { left: number; top: number; width: number; height: number; pinned: boolean } {
    const pinned = col < this.geometry.pinnedCount;
    const left = (this.geometry.lefts[col] ?? 0) + (pinned ? this.options.scroller.scrollLeft : 0);
    return { left, top: row * this.options.rowHeight, width: this.geometry.widths[col] ?? 0, height: this.options.rowHeight, pinned };
  }

  /** The view cell an element of the body belongs to (col null for the row header), from its ARIA indexes. */
  cellOf(target: EventTarget | null): { row: number; col: number | null } | null {
    if (!(target instanceof Element) || !this.options.body.contains(target)) return null;
    const rowElement = target.closest('[role=row]');
    if (!rowElement) return null;
    const row = Number(rowElement.getAttribute('aria-rowindex')) - 2;
    const cell = target.closest('[role=gridcell]');
    if (cell) return { row, col: Number(cell.getAttribute('aria-colindex')) - this.colIndexBase };
    return target.closest('[role=rowheader]') ? { row, col: null } : null;
  }

  /**
   * The centre columns the header draws (a pivot of 2,000 samples has 2,000 columns): the body's window widened to
   * whole blocks of columns, so a sideways scroll renders the header (React) once per block, not once per column.
   */
  columnWindow = (): ColumnWindow => this.headerWindow;

  /** Calls `listener` whenever the header's columns change; returns the unsubscribe (useSyncExternalStore's shape). */
  subscribeColumnWindow = (listener: () => void): (() => void) => {
    this.windowListeners.add(listener);
    return () => this.windowListeners.delete(listener);
  };

  /** aria-colindex of the first data column: 2 after a row header, else 1. */
  get colIndexBase(): number {
    return this.options.gutterWidth > 0 ? 2 : 1;
  }

  private centreCount(): number {
    return Math.max(0, this.geometry.widths.length - this.geometry.pinnedCount);
  }

  private ensurePool(): void {
    const { scroller, rowHeight, headerHeight } = this.options;
    const size = rowPoolSize(scroller.clientHeight - headerHeight, rowHeight, overscanRows);
    if (this.slots.length === size) return;
    for (const slot of this.slots) slot.element.remove();
    this.slots = Array.from({ length: size }, () => this.createSlot());
    const fragment = document.createDocumentFragment();
    for (const slot of this.slots) fragment.append(slot.element);
    this.options.body.append(fragment);
  }

  private createSlot(): RowSlot {
    const element = document.createElement('div');
    element.className = 'data-grid__row';
    element.setAttribute('role', 'row');
    element.style.width = `${this.geometry.totalWidth}px`;
    element.hidden = true;
    let pinned: HTMLDivElement | null = null;
    if (this.geometry.pinnedWidth > 0) {
      pinned = document.createElement('div');
      pinned.className = 'data-grid__row-pinned';
      pinned.style.width = `${this.geometry.pinnedWidth}px`;
      element.append(pinned);
    }
    let gutter: HTMLDivElement | null = null;
    if (this.options.gutterWidth > 0) {
      gutter = document.createElement('div');
      gutter.className = 'data-grid__gutter';
      gutter.setAttribute('role', 'rowheader');
      gutter.style.width = `${this.options.gutterWidth}px`;
      pinned?.append(gutter);
    }
    const slot: RowSlot = { element, pinned, gutter, cells: [], texts: [], states: [], row: -1, shown: { first: 0, last: -1 } };
    for (let col = 0; col < this.geometry.pinnedCount; col++) this.cellOfColumn(slot, col);
    return slot;
  }

  /**
   * The cell of a view column in a row, made the first time that column is drawn there. Cells are
   * kept per column, so a sideways scroll that brings one column in shows one cell per row and hides
   * one, instead of rewriting every cell of the window.
   */
  private cellOfColumn(slot: RowSlot, col: number): HTMLDivElement {
    const existing = slot.cells[col];
    if (existing) return existing;
    const cell = document.createElement('div');
    const pinned = col < this.geometry.pinnedCount;
    cell.className = pinned ? 'data-grid__cell data-grid__cell--pinned' : 'data-grid__cell';
    cell.setAttribute('role', 'gridcell');
    cell.setAttribute('aria-colindex', String(col + this.colIndexBase));
    cell.style.width = `${this.geometry.widths[col] ?? 0}px`;
    // Pinned cells flow in the row's sticky pane, made in column order with the slot; the others are placed absolutely, in any DOM order.
    if (pinned && slot.pinned) {
      slot.pinned.append(cell);
    } else {
      cell.style.left = `${this.geometry.lefts[col] ?? 0}px`;
      slot.element.append(cell);
    }
    slot.cells[col] = cell;
    slot.texts[col] = '';
    slot.states[col] = -1;
    return cell;
  }

  /** Reads the columns in view from the virtualizer; true when the columns to draw changed. */
  private readCentreWindow(): boolean {
    const items = this.columnVirtualizer.getVirtualItems();
    const first = items.length ? this.geometry.pinnedCount + (items[0]?.index ?? 0) : 0;
    const last = items.length ? this.geometry.pinnedCount + (items[items.length - 1]?.index ?? -1) : -1;
    this.visibleCentre = { first, last };
    const header = blockWindow(this.visibleCentre, headerColumnBlock, this.geometry.widths.length);
    if (header.first !== this.headerWindow.first || header.last !== this.headerWindow.last) {
      this.headerWindow = header;
      for (const listener of this.windowListeners) listener();
    }
    const centre = sidewaysWindow(this.centre, this.visibleCentre, { first: this.geometry.pinnedCount, last: this.geometry.widths.length - 1 });
    if (centre.first === this.centre.first && centre.last === this.centre.last) return false;
    this.centre = centre;
    return true;
  }

  /** A sideways scroll: the cells that stayed in view are current (every change redraws), so only those coming in are written. */
  private drawColumns(): void {
    if (!this.readCentreWindow()) return;
    for (const slot of this.slots) if (slot.row >= 0) this.drawCentreCells(slot, true);
    this.updateActiveDescendant();
  }

  private drawRows(all: boolean): void {
    const { scroller, rowHeight, headerHeight } = this.options;
    const rowCount = this.controller.rowCount;
    const next = visibleRows(scroller.scrollTop, scroller.clientHeight - headerHeight, rowHeight, rowCount, overscanRows);
    if (!all && next.first === this.window.first && next.last === this.window.last) return;
    this.window = next;
    // Rows coming in while scrolling down or up get the columns in view only: the widened window is for sideways.
    if (!all) this.centre = this.visibleCentre;
    const pool = this.slots.length;
    for (let row = next.first; row <= next.last; row++) {
      const slot = this.slots[row % pool];
      if (slot && (all || slot.row !== row)) this.drawRow(slot, row);
    }
    for (const slot of this.slots) {
      if (slot.row >= 0 && (slot.row < next.first || slot.row > next.last) && (all || slot.row >= rowCount)) {
        slot.row = -1;
        slot.element.hidden = true;
      }
    }
  }

  private drawRow(slot: RowSlot, row: number): void {
    const moved = slot.row !== row;
    slot.row = row;
    if (moved) {
      slot.element.style.transform = `translateY(${row * this.options.rowHeight}px)`;
      slot.element.setAttribute('aria-rowindex', String(row + 2));
      if (slot.gutter) writeText(slot.gutter, String(row + 1));
    }
    if (slot.element.hidden) slot.element.hidden = false;
    const isNew = this.controller.isNewRowAt(row);
    const rowClass = isNew ? 'data-grid__row data-grid__row--new' : 'data-grid__row';
    if (slot.element.className !== rowClass) slot.element.className = rowClass;
    if (slot.gutter) {
      const selected = this.rowFullySelected(row);
      if ((slot.gutter.getAttribute('aria-selected') === 'true') !== selected) slot.gutter.setAttribute('aria-selected', String(selected));
    }
    for (let col = 0; col < this.geometry.pinnedCount; col++) this.writeCell(slot, col, row);
    this.drawCentreCells(slot);
  }

  private drawCentreCells(slot: RowSlot, enteringOnly = false): void {
    const { first, last } = this.centre;
    const shown = slot.shown;
    for (let col = shown.first; col <= shown.last; col++) {
      const cell = slot.cells[col];
      if (!cell || (col >= first && col <= last)) continue;
      cell.hidden = true;
      if (cell.id) cell.removeAttribute('id');
    }
    slot.shown = this.centre;
    for (let col = first; col <= last; col++) {
      if (enteringOnly && col >= shown.first && col <= shown.last) continue;
      const cell = this.cellOfColumn(slot, col);
      if (cell.hidden) cell.hidden = false;
      this.writeCell(slot, col, slot.row);
    }
  }

  private writeCell(slot: RowSlot, col: number, row: number): void {
    const index = col;
    const cell = slot.cells[col] as HTMLDivElement;
    const text = this.controller.textAt(row, col);
    if (slot.texts[index] !== text) {
      slot.texts[index] = text;
      writeText(cell, text);
    }
    const state = cellStateOf(this.controller, row, col);
    // The active cell's id names its row and column, so it follows the cell even when the state bits do not change.
    if ((state & stateBits.active) !== 0) {
      const id = this.activeCellId(row, col);
      if (cell.id !== id) cell.id = id;
    } else if (cell.id) {
      cell.removeAttribute('id');
    }
    if (slot.states[index] === state) return;
    const before = slot.states[index] ?? -1;
    slot.states[index] = state;
    cell.className = cellStateClass(state, col < this.geometry.pinnedCount);
    const selected = (state & stateBits.selected) !== 0;
    if (before < 0 || ((before & stateBits.selected) !== 0) !== selected) cell.setAttribute('aria-selected', String(selected));
    const invalid = (state & stateBits.error) !== 0;
    if (invalid) cell.setAttribute('aria-invalid', 'true');
    else if (before >= 0 && (before & stateBits.error) !== 0) cell.removeAttribute('aria-invalid');
  }

  private rowFullySelected(row: number): boolean {
    const columnCount = this.geometry.widths.length;
    const { ranges } = this.controller.getSnapshot().selection;
    return ranges.some((range) => range.left === 0 && range.right >= columnCount - 1 && rangeContains(range, row, 0));
  }

  private activeCellId(row: number, col: number): string {
    return `${this.options.idPrefix}-r${row}c${col}`;
  }

  /** Points aria-activedescendant at the active cell while it is drawn; a cell scrolled away has no element to name. */
  private updateActiveDescendant(): void {
    const { active } = this.controller.getSnapshot().selection;
    const wanted = this.controller.rowCount > 0 ? this.activeCellId(active.row, active.col) : null;
    const id = wanted && document.getElementById(wanted) ? wanted : null;
    if (id === this.activeId) return;
    this.activeId = id;
    if (id) this.options.scroller.setAttribute('aria-activedescendant', id);
    else this.options.scroller.removeAttribute('aria-activedescendant');
  }
}

/**
 * Sets an element's text by changing its one text node: Chromium then updates the text's layout object,
 * where textContent would remove the node and build a new node and layout object at every write.
 */
function writeText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node !== null && node.nodeType === Node.TEXT_NODE && node === element.lastChild) (node as Text).data = text;
  else element.textContent = text;
}

function sameGeometry(a: ColumnGeometry, b: ColumnGeometry): boolean {
  return a.pinnedCount === b.pinnedCount && a.totalWidth === b.totalWidth && a.widths.length === b.widths.length
    && a.widths.every((width, index) => width === b.widths[index] && a.lefts[index] === b.lefts[index]);
}
