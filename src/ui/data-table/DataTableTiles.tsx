import type { ReactNode } from 'react';
import type { DataColumn } from './data-columns';
import type { DataTableInstance } from './use-data-table';

/** The tile mode's inputs. */
export interface DataTableTilesProps<Row extends object> {
  labelledBy: string;
  table: DataTableInstance<Row>;
  columns: readonly DataColumn<Row>[];
  tile?: ((row: Row) => ReactNode) | undefined;
}

/**
 * A data table in tile mode: one card per row in the same filtered and sorted order, each listing the
 * visible columns as term and value (or the caller's own tile, e.g. a thumbnail).
 */
export function DataTableTiles<Row extends object>({ labelledBy, table, columns, tile }: DataTableTilesProps<Row>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = table.getVisibleLeafColumns();
  return (
    <ul className="data-table__tiles" aria-labelledby={labelledBy}>
      {table.getRowModel().rows.map((row) => (
        <li key={row.id} className="data-table__tile">
          {tile ? tile(row.original) : (
            <dl>
              {visible.map((column) => {
                const definition = byId.get(column.id);
                if (!definition) return null;
                return (
                  <div key={column.id} className="data-table__tile-field">
                    <dt>{definition.header}</dt>
                    <dd>{definition.cell ? definition.cell(row.original) : definition.text(row.original)}</dd>
                  </div>
                );
              })}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
