import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { OverviewHeaderRow } from './OverviewHeaderRow';
import type { CellFormatter, OverviewColumnView, OverviewRowValues } from './overview-columns';
import { columnTemplate, minimumTableWidth } from './overview-layout';
import type { SortState } from './overview-search';

/** Pixels per row: rows are one line high, so every row has the same height and none is measured. */
const overviewRowHeight = 34;

/** What the table draws; it loads nothing and knows no route, so the editable grid can replace its cells. */
export interface OverviewTableProps {
  /** The id of the element that names the table (the open overview's tab title). */
  labelledBy: string;
  columns: readonly OverviewColumnView[];
  rows: readonly OverviewRowValues[];
  /** Which rows to show, in order: positions in `rows` (filtered and sorted by the caller). */
  positions: readonly number[];
  sort: SortState | null;
  onSort(column: string): void;
  formatter: CellFormatter;
  /** Translated header of a column. */
  headerOf(column: OverviewColumnView): string;
  /** The cell content that opens the row's record, or null to draw the plain text. */
  renderLink(row: OverviewRowValues, column: OverviewColumnView, text: string): ReactNode | null;
  /** Rows drawn marked; the first of them is scrolled into view whenever `highlightKey` changes. */
  isHighlighted(row: OverviewRowValues): boolean;
  highlightKey: string | undefined;
}

/**
 * The overview table (spec 02 section 2): ARIA table semantics on a virtualised list, so
 * 40,000 layers cost the DOM only the rows in view. aria-rowcount and aria-rowindex tell assistive
 * technology the full size and each drawn row's place (the header is row 1). The header stays at
 * the top while the body scrolls, and scrolls sideways with it.
 */
export function OverviewTable(props: OverviewTableProps) {
  const { columns, rows, positions, formatter } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);

  useLayoutEffect(() => {
    setHeaderHeight(headerRef.current?.offsetHeight ?? 0);
  }, [columns]);

  const virtualizer = useVirtualizer({
    count: positions.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => overviewRowHeight,
    overscan: 12,
    scrollMargin: headerHeight,
    getItemKey: (index) => positions[index] ?? index,
  });

  const { isHighlighted, highlightKey } = props;
  const scrolledFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (highlightKey === undefined) {
      scrolledFor.current = undefined;
      return;
    }
    if (scrolledFor.current === highlightKey || positions.length === 0) return;
    const index = positions.findIndex((position) => {
      const row = rows[position];
      return row !== undefined && isHighlighted(row);
    });
    scrolledFor.current = highlightKey;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [highlightKey, isHighlighted, positions, rows, virtualizer]);

  const template = columnTemplate(columns);
  return (
    <div ref={scrollerRef} className="overview-table__scroller" tabIndex={0} role="region" aria-labelledby={props.labelledBy}>
      <div
        role="table" aria-labelledby={props.labelledBy} aria-rowcount={positions.length + 1} aria-colcount={columns.length}
        className="overview-table" style={{ minWidth: `${minimumTableWidth(columns)}rem` }}
      >
        <div role="rowgroup" ref={headerRef} className="overview-table__head">
          <OverviewHeaderRow columns={columns} template={template} sort={props.sort} onSort={props.onSort} headerOf={props.headerOf} />
        </div>
        <div role="rowgroup" className="overview-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[positions[item.index] ?? -1];
            if (!row) return null;
            const marked = isHighlighted(row);
            return (
              <div
                key={item.key} role="row" aria-rowindex={item.index + 2} aria-current={marked ? 'true' : undefined}
                className={marked ? 'overview-table__row overview-table__row--marked' : 'overview-table__row'}
                style={{ gridTemplateColumns: template, height: overviewRowHeight, transform: `translateY(${item.start - headerHeight}px)` }}
              >
                {columns.map((column, columnIndex) => {
                  const text = formatter.format(row[column.name], column.kind);
                  const link = props.renderLink(row, column, text);
                  return (
                    <div key={column.name} role="cell" aria-colindex={columnIndex + 1} className={`overview-table__cell overview-table__cell--${column.kind}`}>
                      {link ?? text}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
