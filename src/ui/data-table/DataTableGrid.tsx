import { useTranslation } from 'react-i18next';
import type { DataColumn } from './data-columns';
import type { DataTableInstance } from './use-data-table';

/** The table mode's inputs. */
export interface DataTableGridProps<Row extends object> {
  labelledBy: string;
  table: DataTableInstance<Row>;
  columns: readonly DataColumn<Row>[];
}

/**
 * A data table in table mode: a real HTML table whose headers are buttons that sort (ascending,
 * descending, the original order), so sorting works from the keyboard; aria-sort marks the sorted
 * column. Widths come from the user's settings; the scroller takes Tab focus so wide tables scroll
 * with the arrow keys.
 */
export function DataTableGrid<Row extends object>({ labelledBy, table, columns }: DataTableGridProps<Row>) {
  const { t } = useTranslation();
  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = table.getVisibleLeafColumns();
  const width = visible.reduce((sum, column) => sum + column.getSize(), 0);
  return (
    <div className="data-table__scroller" role="region" tabIndex={0} aria-labelledby={labelledBy}>
      <table className="data-table__table" aria-labelledby={labelledBy} style={{ width }}>
        <colgroup>{visible.map((column) => <col key={column.id} style={{ width: column.getSize() }} />)}</colgroup>
        <thead>
          <tr>
            {visible.map((column) => {
              const sorted = column.getIsSorted();
              const header = String(column.columnDef.header ?? column.id);
              const next = sorted === 'asc' ? 'sortDescending' : sorted === 'desc' ? 'sortNone' : 'sortAscending';
              return (
                <th key={column.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={byId.get(column.id)?.numeric ? 'data-table__numeric' : undefined}>
                  <button type="button" className="data-table__sort" title={t(`dataTable.${next}`, { column: header })}
                    onClick={() => table.setSorting(sorted === 'desc' ? [] : [{ id: column.id, desc: sorted === 'asc' }])}>
                    {header}
                    {sorted ? <span aria-hidden="true" className="data-table__sort-mark">{sorted === 'asc' ? ' ▲' : ' ▼'}</span> : null}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {visible.map((column) => {
                const definition = byId.get(column.id);
                if (!definition) return <td key={column.id} />;
                return (
                  <td key={column.id} className={definition.numeric ? 'data-table__numeric' : undefined}>
                    {definition.cell ? definition.cell(row.original) : definition.text(row.original)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
