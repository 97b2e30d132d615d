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

/**
 * The centre columns to keep drawn while scrolling sideways, given those drawn now and those in view: unchanged while
 * the view stays inside them; else widened past the view by one view's width of columns in the direction it went,
 * and trimmed on the far side to three views' width. A sideways scroll then shows and hides cells once per view's
 * width crossed instead of at every column: a frame that only scrolls is composited without any layout (Chromium
 * trace of the bench page). Nothing drawn yet: the view alone. `all` is the columns there are.
 */
export function sidewaysWindow(drawn: RowWindow, visible: RowWindow, all: RowWindow): RowWindow {
  if (visible.first > visible.last || drawn.first > drawn.last) return visible;
  if (drawn.first <= visible.first && visible.last <= drawn.last) return drawn;
  const span = visible.last - visible.first + 1;
  const widest = 3 * span;
  if (visible.last > drawn.last) {
    const last = Math.min(all.last, visible.last + span);
    return { first: Math.min(visible.first, Math.max(drawn.first, visible.first - span, last - widest + 1)), last };
  }
  const first = Math.max(all.first, visible.first - span);
  return { first, last: Math.min(drawn.last, visible.last + span, first + widest - 1) };
}
