import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../services-context';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import type { DataColumn } from './data-columns';
import { DataTableFilter } from './DataTableFilter';
import { DataTableGrid } from './DataTableGrid';
import { DataTableTiles } from './DataTableTiles';
import { useDataTable } from './use-data-table';
import { useTableSettings } from './use-table-settings';
import type { TableSettingsState } from './use-table-settings';
import { ViewModeSwitch } from './ViewModeSwitch';
import './data-table.css';

/** A data table's inputs. */
export interface DataTableProps<Row extends object> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The name its settings are saved under per user (AppTableSettings), e.g. 'overview.labAssignments'. */
  settingName: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /** A tile's content in tile mode; without it a tile lists the visible columns. */
  tile?(row: Row): ReactNode;
  /** Further view modes beside tile and table (places of their own, e.g. a dashboard). */
  modeExtra?: ReactNode;
  /**
   * Settings the view around the table owns (from useTableSettings under the same name) when it shows
   * the mode switch itself, e.g. a gallery whose tile mode is not this table's; the table then has no switch.
   */
  viewSettings?: TableSettingsState;
}

/**
 * The one read-only table of the app (overview tabs, lab assignment lists): TanStack Table with
 * sorting by header, a text filter over the shown cells, and columns the user shows, hides, orders
 * and sizes; those settings, the sort and the tile/table mode are saved per user (spec 02 section 7,
 * GetSettingByName/UpdateSetting), with the spec's messages when they cannot be read or saved
 * (spec 02 section 8).
 */
export function DataTable<Row extends object>({ labelledBy, settingName, rows, columns, tile, modeExtra, viewSettings }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ownSettings = useTableSettings(settingName);
  const tableSettings = viewSettings ?? ownSettings;
  const { table, filter, setFilter } = useDataTable(rows, columns, tableSettings);
  const shown = table.getRowModel().rows;
  const count = (value: number) => value.toLocaleString(language);
  const { mode } = tableSettings.settings;
  return (
    <div className="data-table" data-setting={settingName}>
      <div className="data-table__toolbar">
        <DataTableFilter value={filter} onChange={setFilter} status={t('dataTable.rowCount', { shown: count(shown.length), total: count(rows.length) })} />
        <ColumnSettingsPanel table={table} tableSettings={tableSettings} />
        {viewSettings ? null : <ViewModeSwitch mode={mode} onMode={(next) => tableSettings.change({ mode: next })} extra={modeExtra} />}
      </div>
      {tableSettings.problem && !viewSettings ? <p role="alert" className="data-table__problem">{t(`dataTable.settings.${tableSettings.problem}`)}</p> : null}
      {mode === 'tiles'
        ? <DataTableTiles labelledBy={labelledBy} table={table} columns={columns} tile={tile} />
        : <DataTableGrid labelledBy={labelledBy} table={table} columns={columns} />}
      {shown.length === 0 && rows.length > 0 ? <p role="status" className="data-table__none">{t('dataTable.noMatch', { filter })}</p> : null}
    </div>
  );
}
