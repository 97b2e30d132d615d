import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { CellFormatter, OverviewColumnView, OverviewRowValues } from './overview-columns';
import { nextTileIndex, tileLanes } from './tile-keys';

/** A tile's height and the space between tiles, in px: every tile is as high, so none is measured. */
const tileHeight = 128;
const tileGap = 8;
const tileMinWidth = 256;
/** The fields a tile shows after its name: the few that say most, the table has the rest. */
const tileFieldCount = 4;

/** What the tiles draw; the same inputs as the overview table's, so both show one filtered and sorted view. */
export interface OverviewTilesProps {
  labelledBy: string;
  columns: readonly OverviewColumnView[];
  rows: readonly OverviewRowValues[];
  positions: readonly number[];
  formatter: CellFormatter;
  headerOf(column: OverviewColumnView): string;
  renderLink(row: OverviewRowValues, column: OverviewColumnView, text: string): ReactNode | null;
  isHighlighted(row: OverviewRowValues): boolean;
  highlightKey: string | undefined;
}

/**
 * An overview in tile mode (spec 02 section 2: 'Views can switch between tile, table and dashboard
 * modes'): one card per row, its first column as the name and the next few as fields, virtualised so
 * 10,000 points cost the DOM only the cards in view. One card holds the Tab stop; the arrows, Home,
 * End and Page keys move it, and Enter opens the card's record.
 */
export function OverviewTiles(props: OverviewTilesProps) {
  const { columns, rows, positions, formatter, isHighlighted, highlightKey } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [lanes, setLanes] = useState(1);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    const measure = () => setLanes(tileLanes(scroller.clientWidth - tileGap, tileMinWidth, tileGap));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: positions.length,
    lanes,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => tileHeight + tileGap,
    overscan: 4,
    getItemKey: (index) => positions[index] ?? index,
  });
  const shown = Math.min(active, Math.max(0, positions.length - 1));

  useEffect(() => {
    if (highlightKey === undefined) return;
    const index = positions.findIndex((position) => {
      const row = rows[position];
      return row !== undefined && isHighlighted(row);
    });
    if (index >= 0) {
      setActive(index);
      virtualizer.scrollToIndex(index, { align: 'center' });
    }
    // Only when the URL names another point, not on every new filter or sort.
  }, [highlightKey]);

  const items = virtualizer.getVirtualItems();
  useEffect(() => {
    if (!focusPending.current) return;
    const card = scrollerRef.current?.querySelector<HTMLElement>(`[data-index="${shown}"]`);
    if (card) {
      focusPending.current = false;
      card.focus();
    }
  }, [items, shown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!card || event.target !== card) return;
    if (event.key === 'Enter') {
      card.querySelector<HTMLAnchorElement>('a[href]')?.click();
      return;
    }
    const pageRows = Math.max(1, Math.floor((scrollerRef.current?.clientHeight ?? 0) / (tileHeight + tileGap)));
    const next = nextTileIndex(event.key, Number(card.dataset.index), positions.length, lanes, pageRows);
    if (next === null) return;
    event.preventDefault();
    focusPending.current = true;
    setActive(next);
    virtualizer.scrollToIndex(next);
  };

  const [title, ...rest] = columns;
  const fields = rest.slice(0, tileFieldCount);
  const cellOf = (row: OverviewRowValues, column: OverviewColumnView) => {
    const text = formatter.format(row[column.name], column.kind);
    return props.renderLink(row, column, text) ?? text;
  };
  return (
    <div ref={scrollerRef} className="overview-tiles__scroller">
      <div role="list" aria-labelledby={props.labelledBy} className="overview-tiles" style={{ height: virtualizer.getTotalSize() }} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const row = rows[positions[item.index] ?? -1];
          if (!row) return null;
          const marked = isHighlighted(row);
          return (
            <div
              key={item.key} role="listitem" data-index={item.index} tabIndex={item.index === shown ? 0 : -1}
              aria-setsize={positions.length} aria-posinset={item.index + 1} aria-current={marked ? 'true' : undefined}
              className={marked ? 'overview-tile overview-tile--marked' : 'overview-tile'}
              onFocus={(event) => { if (event.target === event.currentTarget) setActive(item.index); }}
              style={{
                height: tileHeight, width: `calc(${100 / lanes}% - ${tileGap}px)`,
                transform: `translate(calc(${item.lane * 100}% + ${item.lane * tileGap}px), ${item.start}px)`,
              }}
            >
              {title ? <p className="overview-tile__name">{cellOf(row, title)}</p> : null}
              <dl className="overview-tile__fields">
                {fields.map((column) => (
                  <div key={column.name} className="overview-tile__field">
                    <dt>{props.headerOf(column)}</dt>
                    <dd>{cellOf(row, column)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
    </div>
  );
}
