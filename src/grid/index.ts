/** The spreadsheet grid engine: pure model, the controller that glues it, and the React view. */
export { GridController } from './controller/grid-controller';
export { firstErrorCell } from './controller/first-error';
export type { GridColumn, GridRowValidator, GridSnapshot, IncrementalRowValidator, KeyedRow, RowRulesState } from './controller/grid-types';
export { DataGrid } from './view/DataGrid';
export type { CellControlProps } from './view/CellEditor';
export { useGridSnapshot } from './view/use-grid-snapshot';
export { keptEditCount, mergeKeptEdits, readKeptEdits } from './model/kept-edits';
export type { KeptGridEdits } from './model/kept-edits';
