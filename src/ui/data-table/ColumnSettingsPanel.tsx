import { useTranslation } from 'react-i18next';
import { clampColumnWidth, columnWidthLimits, defaultTableSettings, moveColumn } from './table-settings';
import type { TableSettingsState } from './use-table-settings';
import type { DataTableInstance } from './use-data-table';

/**
 * The columns of a data table as a user arranges them: shown or hidden, moved a place earlier or
 * later, their width in px, and back to the defaults. Plain form controls, so every part works from
 * the keyboard; each change is saved per user (spec 02 section 7, UpdateSetting).
 */
export function ColumnSettingsPanel<Row extends object>({ table, tableSettings }: { table: DataTableInstance<Row>; tableSettings: TableSettingsState }) {
  const { t } = useTranslation();
  const order = table.state.columnOrder;
  const columns = table.getAllLeafColumnsById();
  return (
    <details className="data-table__columns">
      <summary>{t('dataTable.columns.title')}</summary>
      <ul>
        {order.map((id, index) => {
          const column = columns[id];
          if (!column) return null;
          const header = String(column.columnDef.header ?? id);
          return (
            <li key={id} className="data-table__column-setting">
              <label>
                <input type="checkbox" checked={column.getIsVisible()} onChange={(event) => column.toggleVisibility(event.target.checked)} />
                {header}
              </label>
              <button type="button" disabled={index === 0} aria-label={t('dataTable.columns.earlier', { column: header })}
                onClick={() => table.setColumnOrder(moveColumn(order, id, -1))}>↑</button>
              <button type="button" disabled={index === order.length - 1} aria-label={t('dataTable.columns.later', { column: header })}
                onClick={() => table.setColumnOrder(moveColumn(order, id, 1))}>↓</button>
              <label className="data-table__width">
                <span>{t('dataTable.columns.width', { column: header })}</span>
                <input type="number" min={columnWidthLimits.min} max={columnWidthLimits.max} step={10} value={column.getSize()}
                  onChange={(event) => {
                    const width = Number(event.target.value);
                    if (Number.isFinite(width) && width > 0) table.setColumnSizing((sizes) => ({ ...sizes, [id]: clampColumnWidth(width) }));
                  }} />
              </label>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => tableSettings.change({ ...defaultTableSettings, mode: tableSettings.settings.mode })}>
        {t('dataTable.columns.reset')}
      </button>
    </details>
  );
}
