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

/**
 * A window widened to whole blocks of `block` indexes (0 … block − 1, block … 2·block − 1, …), capped at
 * `count`: it changes once per block crossed instead of once per index, for a part that is costly to
 * redraw and cheap to keep a few more of (the header cells, drawn by React).
 */
export function blockWindow(window: RowWindow, block: number, count: number): RowWindow {
  if (window.first > window.last) return window;
  return { first: Math.floor(window.first / block) * block, last: Math.min(count - 1, Math.ceil((window.last + 1) / block) * block - 1) };
}
