import type { Language } from '../../domain/language/language-codes';
import type { ValidationIssue } from '../../domain/validation/issue';
import { baseRow, createBaseRows } from '../model/base-rows';
import type { CellAddress } from '../model/cell-address';
import { changedRows, deletedRowKeys, liveRowKeys } from '../model/changed-rows';
import type { ChangedRow } from '../model/changed-rows';
import { createDocument } from '../model/document';
import type { DocumentChange, GridDocument } from '../model/document';
import { isChanged, isNewRow, valueAt, valueAtPosition } from '../model/edits';
import { KeyPositions } from '../model/key-positions';
import type { EditLayer } from '../model/edits';
import { canRedo, canUndo } from '../model/history';
import type { CellValue, RowKey } from '../model/patch';
import { clampSelection, currentRange, initialSelection } from '../model/selection';
import type { Selection } from '../model/selection';
import { rowOrder } from '../model/sort-filter';
import type { FilterSpec, SortSpec } from '../model/sort-filter';
import type { ValidationMap } from '../model/validation-map';
import { cellText, columnKind } from './cell-codec';
import { ColumnSet } from './column-set';
import type { CellEditing, GridControllerOptions, GridSnapshot, PasteReport } from './grid-types';
import { RowValidation } from './row-validation';

const readOnlyKinds = new Set(['label', 'image']);


/**
 * A grid's state and what the view reads of it (cells, marks, issues, the snapshot), kept apart from
 * the actions on it (GridController): the pure model of src/grid/model glued together, outside React.
 * Rows and columns are addressed by view position (after sort, filter, reorder and hide); edits by row key and field.
 */
export abstract class GridState<R extends object = Readonly<Record<string, unknown>>> {
  readonly columns: ColumnSet;
  protected readonly options: GridControllerOptions<R>;
  protected readonly listeners = new Set<() => void>();
  protected document: GridDocument<R>;
  protected selection: Selection = initialSelection;
  protected readonly rowValidation: RowValidation;
  protected editing: CellEditing | null = null;
  protected sort: readonly SortSpec[] = [];
  protected filters: readonly FilterSpec[] = [];
  protected viewKeys: readonly RowKey[] = [];
  protected rowIndexes: KeyPositions | null = null;
  protected lastPaste: PasteReport | null = null;
  protected editorValue: (() => CellValue) | null = null;
  protected focusWanted = false;
  protected pageSize = 20;
  protected snapshot: GridSnapshot;
  protected version = 0;
  /** Keys of the loaded rows isRowReadOnly locks; recounted whenever the loaded rows change. */
  protected lockedRows: ReadonlySet<RowKey> = new Set();
  /** Cells of loaded rows locked by isCellReadOnly, by row key then field. */
  protected lockedCells: ReadonlyMap<RowKey, ReadonlySet<string>> = new Map();

  constructor(options: GridControllerOptions<R>) {
    this.options = options;
    this.columns = new ColumnSet(options.columns, () => this.afterColumnsChanged());
    this.rowValidation = new RowValidation(this.columns, options.validateRows);
    this.document = createDocument(createBaseRows(options.rows, options.keyOf));
    this.refreshLockedRows();
    this.refreshView();
    this.revalidate();
    this.snapshot = this.buildSnapshot();
  }

  /** The language dates and lists are shown and read in. */
  get language(): Language {
    return this.options.language ?? 'nl';
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The state React draws from; a new object after every change. */
  getSnapshot = (): GridSnapshot => this.snapshot;

  /** Rows in the view now. */
  get rowCount(): number {
    return this.viewKeys.length;
  }

  /** The key of the row at a view position. */
  rowKeyAt(row: number): RowKey {
    return this.viewKeys[row] ?? '';
  }

  /** The view position of a row key, or undefined when it is filtered out or gone. */
  rowIndexOf(rowKey: RowKey): number | undefined {
    if (this.viewKeys === this.document.base.keys) return this.document.base.indexOf.get(rowKey);
    this.rowIndexes ??= new KeyPositions(this.viewKeys);
    return this.rowIndexes.get(rowKey);
  }

  /** A cell's value, edits included. */
  valueAt(row: number, col: number): CellValue {
    const column = this.columns.visible[col];
    if (!column) return null;
    const { base, layer } = this.document;
    // Unsorted and unfiltered, nothing added or deleted: the view position is the loaded row's own.
    if (this.viewKeys === base.keys) return valueAtPosition(base, layer, row, column.field);
    const key = this.viewKeys[row];
    return key !== undefined ? valueAt(base, layer, key, column.field) : null;
  }

  /** A cell's shown text: what the grid draws and Ctrl+C copies. */
  textAt(row: number, col: number): string {
    const column = this.columns.visible[col];
    return column ? cellText(column, this.valueAt(row, col), this.language) : '';
  }

  /** Whether a cell differs from its loaded value (the changed mark). */
  isChangedAt(row: number, col: number): boolean {
    const column = this.columns.visible[col];
    const key = this.viewKeys[row];
    return column !== undefined && key !== undefined && isChanged(this.document.layer, key, column.field);
  }

  /** Whether the row at a view position is new (not yet saved). */
  isNewRowAt(row: number): boolean {
    const key = this.viewKeys[row];
    return key !== undefined && isNewRow(this.document.layer, key);
  }

  /** A cell's issues, errors first as the rules gave them. */
  issuesAt(row: number, col: number): readonly ValidationIssue[] {
    const column = this.columns.visible[col];
    const key = this.viewKeys[row];
    if (!column || key === undefined) return [];
    return this.rowValidation.map.rows.get(key)?.get(column.field) ?? [];
  }

  /** The whole validation map, for the errors list. */
  get issues(): ValidationMap {
    return this.rowValidation.map;
  }

  /** The wire field a cell writes, or null for a read-only cell (its column, or its whole row). */
  writableField = (row: number, col: number): string | null => {
    const column = this.columns.visible[col];
    if (!column || column.readOnly || readOnlyKinds.has(columnKind(column))) return null;
    if (this.lockedRows.size > 0 && this.lockedRows.has(this.viewKeys[row] ?? '')) return null;
    if (this.lockedCells.size > 0 && this.isCellLocked(this.viewKeys[row] ?? '', column.field)) return null;
    return column.field;
  };

  /** Whether a row may not be changed at all (GridControllerOptions.isRowReadOnly). */
  isRowLocked(rowKey: RowKey): boolean {
    return this.lockedRows.has(rowKey);
  }

  /** Whether one cell of a row may not be changed (GridControllerOptions.isCellReadOnly). */
  isCellLocked(rowKey: RowKey, field: string): boolean {
    return this.lockedCells.get(rowKey)?.has(field) ?? false;
  }

  /** Recounts the locked rows from the loaded rows: after a load or a save. */
  protected refreshLockedRows(): void {
    this.refreshLockedCells();
    const locked = this.options.isRowReadOnly;
    if (!locked) return;
    const { rows, keys } = this.document.base;
    const found = new Set<RowKey>();
    rows.forEach((row, index) => {
      if (locked(row as Readonly<Record<string, unknown>>)) found.add(keys[index] ?? '');
    });
    this.lockedRows = found;
  }

  private refreshLockedCells(): void {
    const locked = this.options.isCellReadOnly;
    if (!locked) return;
    const { rows, keys } = this.document.base;
    const found = new Map<RowKey, Set<string>>();
    rows.forEach((row, index) => {
      const fields = this.columns.all.filter((column) => locked(row as Readonly<Record<string, unknown>>, column.field)).map((column) => column.field);
      if (fields.length > 0) found.set(keys[index] ?? '', new Set(fields));
    });
    this.lockedCells = found;
  }

  /** Asks the view to put keyboard focus in the grid (after a toolbar action such as 'new row'). */
  requestFocus(): void {
    this.focusWanted = true;
    this.emit();
  }

  /** Whether focus was asked for since the last call; the view takes the request once. */
  takeFocusRequest(): boolean {
    const wanted = this.focusWanted;
    this.focusWanted = false;
    return wanted;
  }

  /** Rows PageUp and PageDown move: set by the view from its height. */
  setPageSize(rows: number): void {
    this.pageSize = Math.max(1, Math.floor(rows));
  }


  /** The rows a save sends: changed and new, not deleted. */
  changedRows(): ChangedRow<R>[] {
    return changedRows(this.document.base, this.document.layer);
  }

  /** The row as loaded (or last saved), without edits; undefined for a new row. */
  loadedRow(rowKey: RowKey): R | undefined {
    return this.document.base.indexOf.has(rowKey) ? baseRow(this.document.base, rowKey) as R : undefined;
  }

  /** Every row as loaded (or last saved), without edits, in loaded order. */
  loadedRows(): R[] {
    return this.document.base.keys.map((rowKey) => baseRow(this.document.base, rowKey) as R);
  }

  /** The key of a row, as the grid knows it. */
  keyOf(row: R, index: number): RowKey {
    return this.options.keyOf(row, index);
  }

  /** Loaded rows marked deleted. */
  deletedRowKeys(): RowKey[] {
    return deletedRowKeys(this.document.base, this.document.layer);
  }

  /** The edits over the loaded rows (immutable: a new object after each change), to keep in the browser as they are made. */
  get editLayer(): EditLayer {
    return this.document.layer;
  }
  /** The live rows in view order: loaded then new, deleted left out, filtered and sorted. */
  protected refreshView(): void {
    const { base, layer } = this.document;
    const live = layer.added.size > 0 || layer.deleted.size > 0 ? liveRowKeys(base, layer) : base.keys;
    const filtering = this.filters.some((filter) => filter.text.trim() !== '');
    if (this.sort.length === 0 && !filtering) {
      this.viewKeys = live;
    } else {
      const fieldValue = (index: number, field: string) => valueAt(base, layer, live[index] ?? '', field);
      const order = rowOrder({
        rowCount: live.length, valueAt: fieldValue, sort: this.sort, filters: this.filters,
        textAt: (index, field) => {
          const column = this.columns.byField(field);
          return column ? cellText(column, fieldValue(index, field), this.language) : '';
        },
      });
      this.viewKeys = order.map((index) => live[index] ?? '');
    }
    this.rowIndexes = null;
    this.selection = clampSelection(this.selection, this.size);
  }

  /** Validates every row (no change given) or after a change (the rows it touched, the fields it wrote). */
  protected revalidate(change?: Pick<DocumentChange<object>, 'touched' | 'writtenFields'>): void {
    if (change === undefined) this.rowValidation.all(this.document);
    else this.rowValidation.touched(this.document, change.touched, change.writtenFields);
  }

  protected afterColumnsChanged(): void {
    this.selection = clampSelection(this.selection, this.size);
    this.editing = null;
    this.emit();
  }

  protected buildSnapshot(): GridSnapshot {
    const { layer, history } = this.document;
    // Counted from the added and deleted sets, which stay small, never by walking every change.
    let changed = layer.changes.size;
    let deleted = 0;
    for (const rowKey of layer.added) if (!layer.changes.has(rowKey)) changed++;
    for (const rowKey of layer.deleted) {
      if (layer.changes.has(rowKey) || layer.added.has(rowKey)) changed--;
      if (!layer.added.has(rowKey)) deleted++;
    }
    return {
      version: this.version, rowCount: this.rowCount, columnCount: this.columns.visible.length, selection: this.selection, editing: this.editing,
      canUndo: canUndo(history), canRedo: canRedo(history), dirty: changed > 0 || deleted > 0, changedRowCount: changed, deletedRowCount: deleted,
      errorCount: this.rowValidation.map.errorCount, warningCount: this.rowValidation.map.warningCount, sort: this.sort, filters: this.filters, lastPaste: this.lastPaste,
    };
  }

  protected emit(): void {
    this.version++;
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }

  /** The grid's size now, for the selection model. */
  protected get size() {
    return { rowCount: this.rowCount, columnCount: this.columns.visible.length };
  }

  /** The current rectangle of the selection (where a paste lands). */
  get currentRange() {
    return currentRange(this.selection);
  }

  /** The current range's moving corner: what the view scrolls into view. */
  get focusCell(): CellAddress {
    return this.selection.focus;
  }
}
