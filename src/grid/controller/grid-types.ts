import type { CodeOption } from '../../domain/editing';
import type { Language } from '../../domain/language/language-codes';
import type { ValidationIssue } from '../../domain/validation/issue';
import type { CellAddress } from '../model/cell-address';
import type { RejectedCell } from '../model/paste';
import type { RowKey } from '../model/patch';
import type { Selection } from '../model/selection';
import type { FilterSpec, SortKind, SortSpec } from '../model/sort-filter';

/** One column of a grid: a wire field drawn and edited by its field-editor type. */
export interface GridColumn {
  /** The row property read and written, e.g. 'MpName'. */
  readonly field: string;
  /** Header text, already translated. */
  readonly title: string;
  /** Default width in px (the user's layout may override it). */
  readonly width: number;
  /** Spec 01 field-editor type; default 1 (text). */
  readonly editorType?: number;
  readonly readOnly?: boolean;
  /** Pinned to the start by default. */
  readonly pinned?: boolean;
  /** Offered in multi-edit: the template's AllowMultiEdit (spec 01 section 4). */
  readonly multiEdit?: boolean;
  readonly required?: boolean;
  /** Longest text a cell takes, in characters (the template's MaxLength); longer text is refused at the cell. */
  readonly maxLength?: number;
  /** Choices of a list column; pasted text matches a code or a description. */
  readonly options?: readonly CodeOption[];
  /** How the column sorts, when not as its editor type says (lab values: censored values by their limit). */
  readonly sortKind?: SortKind;
}

/** A row and its key, as validators receive them. */
export interface KeyedRow {
  readonly rowKey: RowKey;
  readonly row: Readonly<Record<string, unknown>>;
}

/**
 * Domain validation of a grid's rows (spec 01 section 5: a row's rules read its siblings): given every live row with
 * its edits, the issues of each row that has any.
 */
export type GridRowValidator = (rows: readonly KeyedRow[]) => ReadonlyMap<RowKey, readonly ValidationIssue[]>;

/** A changed row as an incremental validator receives it: null when it left the grid (deleted, or its add undone). */
export interface ChangedKeyedRow {
  readonly rowKey: RowKey;
  readonly row: Readonly<Record<string, unknown>> | null;
}

/** One grid's running state of rules kept incrementally. */
export interface RowRulesState {
  /** Starts over from every live row, in list order: the issues of each row that has any. */
  reset(rows: readonly KeyedRow[]): ReadonlyMap<RowKey, readonly ValidationIssue[]>;
  /**
   * The rows a change touched, and how the grid lists its live rows now (for rules that name the first
   * of several rows); answers every row whose verdict may have moved (empty list: clean).
   */
  update(changes: readonly ChangedKeyedRow[], order: RowListOrder): ReadonlyMap<RowKey, readonly ValidationIssue[]>;
  /**
   * The fields whose change can move a verdict, where the rules say; they report issues on no other field. A change
   * that writes only other fields is not given to update. Absent: every field may.
   */
  readonly fieldsRead?: ReadonlySet<string>;
}

/**
 * Compares two live rows by their place in the list validators read (loaded rows in loaded order, then
 * new rows in the order they were added): negative when `a` comes first.
 */
export type RowListOrder = (a: RowKey, b: RowKey) => number;

/**
 * A row validator whose sibling rules are kept incrementally (a unique name, layer continuity): one
 * edit in 100,000 rows costs the rows it touches. `start` gives each grid its own state.
 */
export interface IncrementalRowValidator {
  start(): RowRulesState;
}

/** How a grid is set up. */
export interface GridControllerOptions<R extends object> {
  readonly rows: readonly R[];
  /** The row's key: its GUID, or any unique text. */
  keyOf(row: R, index: number): RowKey;
  readonly columns: readonly GridColumn[];
  /** Whether paste past the end and 'new row' add rows. */
  readonly canAddRows?: boolean;
  /** The rows' domain rules: over every live row after each change, or kept incrementally when the validator can. */
  readonly validateRows?: GridRowValidator & Partial<IncrementalRowValidator>;
  /**
   * Values a new row starts with (e.g. PrID, a name after its parent): given the live rows before the
   * action and the new row's place among the rows the action adds (0, 1, … for a paste past the end),
   * so many new rows can each take the next free name or depth.
   */
  readonly newRowValues?: (rows: readonly Readonly<Record<string, unknown>>[], offset: number) => Readonly<Record<string, unknown>>;
  /**
   * Fields that follow others (layers: the soil codes follow the percentages, spec 01 section 4): given
   * a row with a change applied and the fields the change wrote, the values other fields take. They are
   * written in the same undo step as the change that caused them.
   */
  readonly deriveCells?: (row: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>) => Readonly<Record<string, unknown>>;
  /** Language of displayed and parsed dates and lists; default 'nl'. */
  readonly language?: Language;
  /**
   * Loaded rows that may not be changed at all (an analysis sample on a sent lab assignment, spec 02
   * section 4): none of their cells is writable, multi-edit and delete pass them by. Read from the
   * row as loaded or last saved, so edits cannot unlock a row.
   */
  readonly isRowReadOnly?: (row: Readonly<Record<string, unknown>>) => boolean;
  /**
   * Single cells of loaded rows that may not be changed (a template field's Required that the server
   * needs on insert): read from the row as loaded or last saved, like isRowReadOnly.
   */
  readonly isCellReadOnly?: (row: Readonly<Record<string, unknown>>, field: string) => boolean;
}

/** The open cell editor: where, and the text typing started it with (null for F2/Enter: keep the value). */
export interface CellEditing {
  readonly cell: CellAddress;
  readonly initialText: string | null;
}

/** What the last paste refused: marked in the grid, listed for the user. */
export interface PasteReport {
  readonly rejected: readonly RejectedCell[];
  readonly addedRows: number;
  readonly clippedRows: number;
  readonly clippedColumns: number;
}

/** What React reads of a grid (useSyncExternalStore); a new object after every change. */
export interface GridSnapshot {
  readonly version: number;
  readonly rowCount: number;
  readonly columnCount: number;
  readonly selection: Selection;
  readonly editing: CellEditing | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Unsaved edits exist (spec 01 section 4, working-object-changed). */
  readonly dirty: boolean;
  readonly changedRowCount: number;
  readonly deletedRowCount: number;
  readonly errorCount: number;
  readonly warningCount: number;
  readonly sort: readonly SortSpec[];
  readonly filters: readonly FilterSpec[];
  readonly lastPaste: PasteReport | null;
}
