/** The spreadsheet grid engine (issue 5): pure model, the controller that glues it, and the React view. */
export { GridController } from './controller/grid-controller';
export type { CellEditing, GridColumn, GridControllerOptions, GridRowValidator, GridSnapshot, KeyedRow, PasteReport } from './controller/grid-types';
export type { VisibleColumn } from './controller/column-set';
export { cellText, parseCellText } from './controller/cell-codec';
export { DataGrid, gridRowHeight } from './view/DataGrid';
export type { DataGridProps } from './view/DataGrid';
export type { CellControl, CellControlProps } from './view/CellEditor';
export { useGridSnapshot } from './view/use-grid-snapshot';
