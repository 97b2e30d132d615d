/** The grid engine's pure state (issue 5, deliver 1): selection, edits, undo, clipboard, fill, validation, order. */
export type { CellAddress, CellRange, GridSize } from './cell-address';
export {
  cellAt, cellRange, clampCell, clampRange, isSingleCell, rangeBetween, rangeContains, rangeHeight, rangeWidth, sameCell, sameRange,
} from './cell-address';
export type { ClickModifiers, Selection, SelectionUnit } from './selection';
export {
  clampSelection, clickCell, currentRange, extendTo, initialSelection, isCellSelected, isColumnSelected, isMultiCell, isRowSelected,
  selectAll, selectCell, selectColumn, selectedRowIndexes, selectRow, spanOf,
} from './selection';
export type { Direction, IsEmptyCell } from './data-edge';
export { dataEdge, gridEdge } from './data-edge';
export type { NavigationCommand, NavigationContext } from './navigation';
export { navigate } from './navigation';
export type { EditCommand, GridCommand, KeyContext, KeyLike } from './keymap';
export { isNavigationCommand, keyToCommand } from './keymap';
export type { CellChange, CellValue, Patch, RowKey } from './patch';
export { addRowsPatch, cellPatch, deleteRowsPatch, emptyPatch, isEmptyPatch, isEmptyValue, touchedRowKeys } from './patch';
export type { BaseRows } from './base-rows';
export { baseRow, baseValue, createBaseRows } from './base-rows';
export type { Applied, EditLayer, RowChanges } from './edits';
export {
  applyPatch, emptyEditLayer, hasEdits, isChanged, isDeletedRow, isNewRow, newRowKeys, temporaryKeyPrefix, valueAt,
} from './edits';
export type { ChangedRow } from './changed-rows';
export { changedRows, deletedRowKeys, liveRowKeys } from './changed-rows';
export type { History, HistoryStep, StepKind } from './history';
export { canRedo, canUndo, createHistory, defaultHistoryLimit, pushStep, redoStep, undoStep } from './history';
export type { DocumentChange, GridDocument } from './document';
export { commitPatch, createDocument, redo, replaceBase, undo } from './document';
export type { FormatTsvOptions, TextBlock } from './clipboard';
export { blockWidth, formatTsv, parseTsv } from './clipboard';
export type { CellText } from './copy';
export { copySelection, rangeTexts } from './copy';
export type { GridTarget } from './grid-target';
export type { PasteInput, PastePlan, RejectedCell } from './paste';
export { planPaste } from './paste';
export type { FillInput, MultiEditOptions } from './fill';
export { multiEditKeepsOnEmpty, planClear, planFillDown, planMultiEdit } from './fill';
export type { RowIssues, ValidateRows, ValidationMap } from './validation-map';
export { emptyValidationMap, hasErrorCells, issuesAt, replaceRowIssues, revalidate, severityAt } from './validation-map';
export type { ErrorCell, ViewPositions } from './error-walk';
export { errorCells, nextErrorCell } from './error-walk';
export { compareNatural, naturalKey } from './natural-order';
export type { FilterSpec, RowOrderInput, SortKind, SortSpec } from './sort-filter';
export { filterRows, rowOrder } from './sort-filter';
