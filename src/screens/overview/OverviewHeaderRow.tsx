import { useTranslation } from 'react-i18next';
import type { OverviewColumnView } from './overview-columns';
import type { SortState } from './overview-search';

/** The header row's inputs (see OverviewTable). */
export interface OverviewHeaderRowProps {
  columns: readonly OverviewColumnView[];
  template: string;
  sort: SortState | null;
  onSort(column: string): void;
  headerOf(column: OverviewColumnView): string;
}

function ariaSort(sort: SortState | null, column: string): 'ascending' | 'descending' | undefined {
  if (sort?.column !== column) return undefined;
  return sort.descending ? 'descending' : 'ascending';
}

/**
 * The overview's column headers (click-to-sort). Each header is a button,
 * so sorting works from the keyboard; aria-sort sits on the sorted column only, as ARIA asks.
 */
export function OverviewHeaderRow({ columns, template, sort, onSort, headerOf }: OverviewHeaderRowProps) {
  const { t } = useTranslation();
  return (
    <div role="row" aria-rowindex={1} className="overview-table__row overview-table__row--head" style={{ gridTemplateColumns: template }}>
      {columns.map((column, columnIndex) => {
        const direction = ariaSort(sort, column.name);
        const label = headerOf(column);
        return (
          <div
            key={column.name} role="columnheader" aria-colindex={columnIndex + 1} aria-sort={direction}
            className={`overview-table__header overview-table__cell--${column.kind}`}
          >
            <button
              type="button" className="overview-table__sort" onClick={() => onSort(column.name)}
              title={t(direction === 'ascending' ? 'overview.table.sortDescending' : direction === 'descending' ? 'overview.table.sortNone' : 'overview.table.sortAscending', { column: label })}
            >
              <span className="overview-table__label">{label}</span>
              {direction ? <span aria-hidden="true" className="overview-table__sort-mark">{direction === 'ascending' ? '▲' : '▼'}</span> : null}
            </button>
          </div>
        );
      })}
    </div>
  );
}
