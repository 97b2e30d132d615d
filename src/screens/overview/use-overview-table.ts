import { useDeferredValue, useMemo } from 'react';
import type { Language } from '../../domain/language/language-codes';
import { createCellFormatter, overviewColumns } from './overview-columns';
import type { CellFormatter, OverviewColumnSource, OverviewColumnView, OverviewRowValues } from './overview-columns';
import { sortOf } from './overview-search';
import type { OverviewSearch, SortState } from './overview-search';
import { searchTexts, visibleRowPositions } from './overview-view';

/** What the table needs to draw one overview in the URL's view state. */
export interface OverviewTableModel {
  columns: OverviewColumnView[];
  formatter: CellFormatter;
  /** Positions of the shown rows in the server's rows, filtered and sorted. */
  positions: number[];
  sort: SortState | null;
}

/**
 * Columns, formatting and the shown rows of an overview. The filter runs deferred, so
 * typing stays quick on 40,000 rows; each row's search text is built on the first filter only.
 */
export function useOverviewTable(
  rows: readonly OverviewRowValues[], columnSources: readonly OverviewColumnSource[], language: Language, search: OverviewSearch,
): OverviewTableModel {
  const columns = useMemo(() => overviewColumns(columnSources, rows), [columnSources, rows]);
  const formatter = useMemo(() => createCellFormatter(language), [language]);
  const collator = useMemo(() => new Intl.Collator(language, { numeric: true, sensitivity: 'base' }), [language]);
  const texts = useMemo(() => {
    let built: string[] | undefined;
    return () => {
      built ??= searchTexts(rows, columns, formatter);
      return built;
    };
  }, [rows, columns, formatter]);
  const filter = useDeferredValue(search.q ?? '');
  const sortColumn = search.sort;
  const descending = search.dir === 'desc';
  const sort = useMemo(
    () => sortOf({ sort: sortColumn, dir: descending ? 'desc' : 'asc' }, columns.map((column) => column.name)),
    [sortColumn, descending, columns],
  );
  const positions = useMemo(
    () => visibleRowPositions({ rows, columns, texts, filter, sort, collator }),
    [rows, columns, texts, filter, sort, collator],
  );
  return { columns, formatter, positions, sort };
}
