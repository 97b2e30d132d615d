import { GridState } from './grid-state';
import { editorKind } from '../../domain/codes/field-editor-types';
import { createBaseRows } from '../model/base-rows';
import { parseTsv } from '../model/clipboard';
import { copySelection } from '../model/copy';
import { commitPatch, createDocument, redo, replaceBase, undo } from '../model/document';
import type { DocumentChange } from '../model/document';
import { newRowKeys } from '../model/edits';
import { createHistory } from '../model/history';
import type { StepKind } from '../model/history';
import { isNavigationCommand, keyToCommand } from '../model/keymap';
import type { GridCommand, KeyLike } from '../model/keymap';
import { navigate } from '../model/navigation';
import type { NavigationCommand } from '../model/navigation';
import { planPaste } from '../model/paste';
import { addRowsPatch, cellPatch, deleteRowsPatch, isEmptyValue, movesRows } from '../model/patch';
import type { CellValue, Patch, RowKey } from '../model/patch';
import { clampSelection, clickCell, extendTo, isMultiCell, selectAll, selectCell, selectColumn, selectedRowIndexes, selectRow } from '../model/selection';
import type { ClickModifiers, Selection } from '../model/selection';
import { planClear, planFillDown, planMultiEdit, multiEditKeepsOnEmpty } from '../model/fill';
import type { GridTarget } from '../model/grid-target';
import { parseCellText } from './cell-codec';
import type { GridColumn, GridControllerOptions, PasteReport } from './grid-types';
import { unsavedEditsPatch, withDerivedCells, withNewRowValues } from './patch-extras';
import { sortKindOf } from './sort-kind';
import { keepEdits, restoreKeptEdits } from '../model/kept-edits';
import type { KeptEditsRestore, KeptGridEdits } from '../model/kept-edits';
import type { FilterSpec } from '../model/sort-filter';


/**
 * One grid's state and every action on it: the pure model of src/grid/model
 * glued together, outside React. The view draws from it and forwards keys, clicks and clipboard
 * events; React components read `getSnapshot()` through useSyncExternalStore. Rows and columns are
 * addressed by view position (after sort, filter, reorder and hide); edits by row key and field.
 */
export class GridController<R extends object = Readonly<Record<string, unknown>>> extends GridState<R> {
  // ---- keys, selection and editing ----

  /** Handles a key the way a spreadsheet does; false when the key is not the grid's (copy and paste go to clipboard events). */
  handleKey(event: KeyLike): boolean {
    const command = keyToCommand(event, { editing: this.editing !== null, multiCell: isMultiCell(this.selection) });
    if (!command || command.type === 'copy' || command.type === 'cut' || command.type === 'paste') return false;
    if (command.type === 'commitEdit') return false;
    this.run(command);
    return true;
  }

  private run(command: GridCommand): void {
    if (isNavigationCommand(command)) {
      this.setSelection(navigate(this.selection, command, this.navigationContext()));
      return;
    }
    switch (command.type) {
      case 'startEdit': this.startEdit(null); break;
      case 'typeToEdit': this.startEdit(command.text); break;
      case 'cancelEdit': this.cancelEdit(); break;
      case 'fillDown': this.fillDown(); break;
      case 'clear': this.clear(); break;
      case 'undo': this.undo(); break;
      case 'redo': this.redo(); break;
      default: break;
    }
  }

  private navigationContext() {
    return {
      rowCount: this.rowCount, columnCount: this.columns.visible.length, pageSize: this.pageSize,
      isEmpty: (row: number, col: number) => isEmptyValue(this.valueAt(row, col)),
    };
  }


  /** A click on a cell: Shift extends, Ctrl adds a range. */
  clickCell(row: number, col: number, modifiers: ClickModifiers = {}): void {
    this.setSelection(clickCell(this.selection, { row, col }, modifiers, this.size));
  }

  /** Selects one cell. */
  selectCell(row: number, col: number): void {
    this.setSelection(selectCell({ row: Math.max(0, row), col: Math.max(0, col) }));
  }

  /** Drags the selection's moving corner to a cell. */
  extendSelection(row: number, col: number): void {
    this.setSelection(extendTo(this.selection, { row, col }, this.size));
  }

  /** A click on a row header: the whole row; Shift extends, Ctrl adds. */
  selectRowAt(row: number, modifiers: ClickModifiers = {}): void {
    this.setSelection(selectRow(this.selection, row, modifiers, this.size));
  }

  /** Whole rows from `first` to `last`. */
  selectRows(first: number, last: number): void {
    const anchored = selectRow(this.selection, first, {}, this.size);
    this.setSelection(selectRow(anchored, last, { extend: true }, this.size));
  }

  /** A click on a column header: the whole column; Shift extends, Ctrl adds. */
  selectColumnAt(col: number, modifiers: ClickModifiers = {}): void {
    this.setSelection(selectColumn(this.selection, col, modifiers, this.size));
  }

  /** Every cell (Ctrl+A). */
  selectAll(): void {
    this.setSelection(selectAll(this.selection, this.size));
  }

  private setSelection(next: Selection): void {
    if (next === this.selection) return;
    this.finishEdit();
    this.selection = next;
    this.emit();
  }

  /**
   * Lets the open cell editor say what it holds, so a click elsewhere writes it first, as a
   * spreadsheet does; returns the unbind.
   */
  bindEditor(read: () => CellValue): () => void {
    this.editorValue = read;
    return () => {
      if (this.editorValue === read) this.editorValue = null;
    };
  }

  /** Writes what the open cell editor holds (a save from Ctrl+S inside an editor takes the typed value too). */
  commitOpenEdit(): void {
    if (!this.editing) return;
    this.finishEdit();
    this.emit();
  }

  private finishEdit(): void {
    const editing = this.editing;
    if (!editing) return;
    this.editing = null;
    const read = this.editorValue;
    const field = this.writableField(editing.cell.row, editing.cell.col);
    if (read && field !== null) this.commit(cellPatch(this.rowKeyAt(editing.cell.row), field, read()), 'edit');
  }

  /** Opens the active cell's editor; `text` replaces the value as typing does, null keeps it (F2). */
  startEdit(text: string | null): void {
    const { active } = this.selection;
    if (this.rowCount === 0 || this.writableField(active.row, active.col) === null) return;
    this.editing = { cell: active, initialText: text };
    this.emit();
  }

  /** Closes the editor without writing (Escape). */
  cancelEdit(): void {
    if (!this.editing) return;
    this.editing = null;
    this.emit();
  }

  /** Writes the editor's value as one undo step, then moves as Enter or Tab asked. */
  commitEdit(value: CellValue, then?: NavigationCommand): void {
    const editing = this.editing;
    if (!editing) return;
    this.editing = null;
    const field = this.writableField(editing.cell.row, editing.cell.col);
    if (field !== null) this.commit(cellPatch(this.rowKeyAt(editing.cell.row), field, value), 'edit');
    if (then) this.selection = navigate(this.selection, then, this.navigationContext());
    this.emit();
  }

  /** Reads text pasted into a cell of a column. */
  private parseText(col: number, text: string) {
    const column = this.columns.visible[col];
    return column ? parseCellText(column, text, this.language) : ({ ok: true, value: null } as const);
  }

  // ---- clipboard, fill, clear, undo ----

  /** The current range as TSV (Ctrl+C). */
  copyText(): string {
    return copySelection(this.selection, (row, col) => this.textAt(row, col)).text;
  }

  /** Cut: the copied text; the cells are cleared as one step. */
  cutText(): string {
    const text = this.copyText();
    this.commit(planClear(this.fillInput()), 'cut');
    this.emit();
    return text;
  }

  /** Pastes TSV as one undo step: refused cells keep their text, marked; rows are added past the end. */
  pasteText(text: string): PasteReport {
    const plan = planPaste({
      ...this.target(), selection: this.selection, block: parseTsv(text), canAddRows: this.options.canAddRows ?? false,
      newRowKeys: (count) => newRowKeys(this.document.layer, count),
      columnAccepts: (col, cellTextValue) => this.parseText(col, cellTextValue),
    });
    const patch = plan.addedRows.length > 0 ? this.withNewRowValues(plan.patch, plan.addedRows) : plan.patch;
    this.commit(patch, 'paste');
    if (plan.target) {
      const { top, left, bottom, right } = plan.target;
      const size = this.size;
      this.selection = clampSelection({ ...selectCell({ row: top, col: left }), ranges: [plan.target], focus: { row: bottom, col: right } }, size);
    }
    this.lastPaste = { rejected: plan.rejected, addedRows: plan.addedRows.length, clippedRows: plan.clippedRows, clippedColumns: plan.clippedColumns };
    this.emit();
    return this.lastPaste;
  }

  /** Copies each selected range's top row down (Ctrl+D). */
  fillDown(): void {
    this.commit(planFillDown(this.fillInput()), 'fill');
    this.emit();
  }

  /** Empties the selected cells (Delete). */
  clear(): void {
    this.commit(planClear(this.fillInput()), 'clear');
    this.emit();
  }

  /** Takes the last step back (Ctrl+Z). */
  undo(): void {
    this.applyHistory(undo(this.document));
  }

  /** Brings the last undone step back (Ctrl+Y, Ctrl+Shift+Z). */
  redo(): void {
    this.applyHistory(redo(this.document));
  }

  private applyHistory(change: DocumentChange<R>): void {
    if (!change.step) return;
    this.document = change.document;
    this.editing = null;
    if (movesRows(change.step.forward)) this.refreshView();
    this.revalidate(change);
    if (change.step.selection) this.selection = clampSelection(change.step.selection, this.size);
    this.emit();
  }

  // ---- rows ----

  /** Appends a new row and selects its first cell. */
  addRow(): void {
    if (!this.options.canAddRows) return;
    const keys = newRowKeys(this.document.layer, 1);
    this.commit(this.withNewRowValues(addRowsPatch(keys), keys), 'addRows');
    this.selection = selectCell({ row: Math.max(0, this.rowCount - 1), col: 0 });
    this.emit();
  }

  /** Appends rows with their first values as one undo step (e.g. components added to samples); answers how many. */
  appendRows(rows: readonly Readonly<Record<string, CellValue>>[]): number {
    if (!this.options.canAddRows || rows.length === 0) return 0;
    const keys = newRowKeys(this.document.layer, rows.length);
    const values = new Map(keys.map((rowKey, index) => [rowKey, rows[index] ?? {}]));
    this.commit(addRowsPatch(keys, (rowKey) => values.get(rowKey) ?? {}), 'addRows');
    this.emit();
    return rows.length;
  }

  /** Keys of the rows any selected range touches; none in an empty grid. */
  selectedRowKeys(): RowKey[] {
    if (this.rowCount === 0) return [];
    return selectedRowIndexes(this.selection).filter((row) => row < this.rowCount).map((row) => this.rowKeyAt(row));
  }

  /** Marks the selected rows deleted as one undo step (locked rows stay); the save sends the deletes. Returns how many. */
  deleteSelectedRows(): number {
    const keys = this.selectedRowKeys().filter((rowKey) => !this.isRowLocked(rowKey));
    if (keys.length === 0) return 0;
    this.commit(deleteRowsPatch(keys), 'deleteRows');
    this.emit();
    return keys.length;
  }

  /** Columns multi-edit offers (spec 01 section 4: AllowMultiEdit only). */
  multiEditColumns(): GridColumn[] {
    return this.columns.all.filter((column) => column.multiEdit && !column.readOnly);
  }

  /**
   * Sets one field on every selected row as one step (spec 01 section 4): only a multi-edit column;
   * an empty value of types 2, 13 and 6 leaves data alone; nothing selected does nothing. Returns the rows written.
   */
  multiEdit(field: string, value: CellValue): number {
    const column = this.multiEditColumns().find((candidate) => candidate.field === field);
    const keys = this.selectedRowKeys().filter((rowKey) => !this.isRowLocked(rowKey) && !this.isCellLocked(rowKey, field));
    if (!column || keys.length === 0) return 0;
    const patch = planMultiEdit(keys, field, value, { emptyKeepsExisting: multiEditKeepsOnEmpty(column.editorType ?? 1) });
    const written = patch.cells?.length ?? 0;
    this.commit(patch, 'multiEdit');
    this.emit();
    return written;
  }

  // ---- sort and filter ----

  /** Sorts by one column (null clears the sort); the order holds until the next sort, as in Excel. */
  sortBy(field: string, direction: 'asc' | 'desc' | null): void {
    const column = this.columns.byField(field);
    this.sort = direction && column ? [{ field, direction, kind: column.sortKind ?? sortKindOf(editorKind(column.editorType ?? 1)) }] : [];
    this.refreshView();
    this.emit();
  }

  /** Shows only rows whose text in `field` contains (or, with 'equals', is) `text`; blank removes the filter. */
  filterBy(field: string, text: string, op: FilterSpec['op'] = 'contains'): void {
    this.filters = [...this.filters.filter((filter) => filter.field !== field), ...(text.trim() ? [{ field, op, text }] : [])];
    this.refreshView();
    this.emit();
  }

  // ---- saving ----
  /** The rows after a successful save: edits and history go, the selection stays. */
  replaceRows(rows: readonly R[]): void {
    this.document = replaceBase(this.document, createBaseRows(rows, this.options.keyOf));
    this.refreshLockedRows();
    this.editing = null;
    this.refreshView();
    this.revalidate();
    this.emit();
  }

  /**
   * After a save that stored only some rows (one of several calls refused): `rows` are the stored rows
   * now, and the edits of the rows in `unsaved` are laid over them again, so nothing the user typed is
   * lost. Undo history starts afresh.
   */
  rebase(rows: readonly R[], unsaved: ReadonlySet<RowKey>): void {
    const kept = unsavedEditsPatch(this.document, unsaved);
    this.document = createDocument(createBaseRows(rows, this.options.keyOf), this.document.history.limit);
    this.document = commitPatch(this.document, kept, 'edit').document;
    this.document = { ...this.document, history: createHistory(this.document.history.limit) };
    this.refreshLockedRows();
    this.editing = null;
    this.refreshView();
    this.revalidate();
    this.emit();
  }


  /** The edits as they are kept in the browser, with the loaded values of the cells they change. */
  keptEdits(): KeptGridEdits {
    return keepEdits(this.document.layer, this.document.base);
  }

  /** Lays edits kept from an earlier visit over the rows at their cells, as one undo step; answers the rows gone and the clashes. */
  restoreEdits(kept: KeptGridEdits): Omit<KeptEditsRestore, 'patch'> {
    const { patch, ...outcome } = restoreKeptEdits(this.document.base, this.document.layer, kept);
    this.commit(patch, 'edit');
    this.emit();
    return outcome;
  }

  /**
   * Validates every row again and redraws: for a validator whose context changed outside the grid
   * (the XYZ import's coordinate system, the project's points it matches against, a server refusal).
   */
  revalidateRows(): void {
    this.revalidate();
    this.emit();
  }

  // ---- internals ----

  private target(): GridTarget {
    return { rowCount: this.rowCount, columnCount: this.columns.visible.length, rowKeyAt: (row) => this.rowKeyAt(row), writableField: this.writableField };
  }

  private fillInput() {
    return { ...this.target(), selection: this.selection, valueAt: (row: number, col: number) => this.valueAt(row, col) };
  }

  private withNewRowValues(patch: Patch, keys: readonly RowKey[]): Patch {
    return withNewRowValues(this.document, this.options.newRowValues as GridControllerOptions<object>['newRowValues'], patch, keys);
  }

  private commit(patch: Patch, kind: StepKind): void {
    const change = commitPatch(this.document, withDerivedCells(this.document, this.options.deriveCells, patch), kind, this.selection);
    if (!change.step) return;
    this.document = change.document;
    if (movesRows(patch)) this.refreshView();
    this.revalidate(change);
  }
}
