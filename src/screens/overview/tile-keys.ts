/**
 * Where a key moves the focus in a list of tiles laid out in `lanes` columns, row by row (the
 * overview's tile mode): arrows by one tile or one row, Home and End to the first and last tile,
 * Page Up and Page Down by `pageRows` rows. Null for a key the list leaves alone; the answer stays
 * within the list.
 */
export function nextTileIndex(key: string, index: number, count: number, lanes: number, pageRows: number): number | null {
  if (count === 0) return null;
  const step: Record<string, number> = {
    ArrowRight: 1, ArrowLeft: -1, ArrowDown: lanes, ArrowUp: -lanes, PageDown: lanes * pageRows, PageUp: -lanes * pageRows,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const delta = step[key];
  if (delta === undefined) return null;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** How many tiles of at least `minWidth` px fit side by side in `width` px with `gap` px between them (at least one). */
export function tileLanes(width: number, minWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}
