export { DataTable } from './DataTable';
export type { DataColumn } from './data-columns';
export { ViewModeBar } from './ViewModeBar';
export { useTableSettings } from './use-table-settings';
export type { TableSettingsState } from './use-table-settings';
export type { ViewMode } from './table-settings';
