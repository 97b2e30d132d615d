/** The rows a vertical viewport needs drawn, inclusive; empty (first > last) when there are none. */
export interface RowWindow {
  readonly first: number;
  readonly last: number;
}

/**
 * Which rows to draw for a scroll position (only what the view needs, so 100,000 rows scroll smoothly): fixed-height
 * rows make this arithmetic, so no per-row measurement is kept for 100,000 rows. `overscan` rows are
 * added on each side so a frame that scrolls before the redraw still shows rows.
 */
export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number, overscan: number): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const top = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const bottom = Math.min(rowCount - 1, Math.ceil((scrollTop + Math.max(0, viewportHeight)) / rowHeight) + overscan);
  return { first: Math.min(top, rowCount - 1), last: bottom };
}

/** How many row elements a viewport can ever need at once: the recycling pool's size. */
export function rowPoolSize(viewportHeight: number, rowHeight: number, overscan: number): number {
  return Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 2 + 2 * overscan;
}
