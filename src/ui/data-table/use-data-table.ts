import {
  columnFilteringFeature, columnOrderingFeature, columnSizingFeature, columnVisibilityFeature, createColumnHelper,
  createFilteredRowModel, createSortedRowModel, globalFilteringFeature, rowSortingFeature, tableFeatures, useTable,
} from '@tanstack/react-table';
import type { ColumnSizingState, ColumnVisibilityState, ReactTable, RowData, SortingState, Updater } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useLanguage } from '../services-context';
import { compareSortValues, defaultColumnWidth, rowMatchesFilter } from './data-columns';
import type { DataColumn, SortValue } from './data-columns';
import { orderedColumnIds } from './table-settings';
import type { TableSettingsState } from './use-table-settings';

/** The table features a data table uses, declared once outside render (TanStack Table v9). */
const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
});

type Features = typeof dataTableFeatures;

/** A data table's TanStack table. */
export type DataTableInstance<TRow extends RowData> = ReactTable<Features, TRow>;

function applyUpdater<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/**
 * The TanStack table of a read-only data table: sorting, the text filter and the columns' visibility,
 * order and widths, with everything but the filter held in the user's saved settings.
 */
export function useDataTable<TRow extends RowData>(rows: readonly TRow[], columns: readonly DataColumn<TRow>[], tableSettings: TableSettingsState): {
  table: DataTableInstance<TRow>;
  filter: string;
  setFilter(filter: string): void;
} {
  const language = useLanguage();
  const [filter, setFilter] = useState('');
  const { settings, change } = tableSettings;
  const definitions = useMemo(() => {
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    const helper = createColumnHelper<Features, TRow>();
    return helper.columns(columns.map((column) => {
      const sortValue = (row: TRow): SortValue => (column.sortValue ? column.sortValue(row) : column.text(row));
      return helper.accessor((row) => sortValue(row) ?? undefined, {
        id: column.id,
        header: column.header,
        size: column.width ?? defaultColumnWidth,
        sortUndefined: 'last',
        sortFn: (left, right) => compareSortValues(sortValue(left.original), sortValue(right.original), collator),
      });
    }));
  }, [columns, language]);
  const data = useMemo(() => [...rows], [rows]);
  const ids = useMemo(() => columns.map((column) => column.id), [columns]);
  const columnOrder = useMemo(() => orderedColumnIds(ids, settings.order), [ids, settings.order]);
  const columnVisibility = useMemo<ColumnVisibilityState>(() => Object.fromEntries(settings.hidden.map((id) => [id, false])), [settings.hidden]);
  const sorting = useMemo<SortingState>(() => settings.sort.filter((sort) => ids.includes(sort.id)).map((sort) => ({ ...sort })), [settings.sort, ids]);
  const columnSizing = settings.widths as ColumnSizingState;
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const table = useTable({
    features: dataTableFeatures,
    columns: definitions,
    data,
    getRowId: (_row, index) => String(index),
    state: { sorting, columnVisibility, columnOrder, columnSizing, globalFilter: filter },
    onSortingChange: (updater) => change({ sort: applyUpdater(updater, sorting).map(({ id, desc }) => ({ id, desc })) }),
    onColumnVisibilityChange: (updater) => {
      const next = applyUpdater(updater, columnVisibility);
      change({ hidden: Object.entries(next).filter(([, visible]) => !visible).map(([id]) => id) });
    },
    onColumnOrderChange: (updater) => change({ order: applyUpdater(updater, columnOrder) }),
    onColumnSizingChange: (updater) => change({ widths: applyUpdater(updater, columnSizing) }),
    onGlobalFilterChange: (updater) => setFilter(String(applyUpdater(updater, filter) ?? '')),
    globalFilterFn: (row, columnId, value) => {
      // The filter reads the shown text of all visible columns at once: called once per row (first column only).
      if (columnId !== row.getVisibleCells()[0]?.column.id) return false;
      const texts = row.getVisibleCells().map((cell) => byId.get(cell.column.id)?.text(row.original) ?? '');
      return rowMatchesFilter(texts, String(value ?? ''));
    },
  });
  return { table, filter, setFilter };
}
