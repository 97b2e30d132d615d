export { DataTable } from './DataTable';
export type { DataColumn } from './data-columns';
