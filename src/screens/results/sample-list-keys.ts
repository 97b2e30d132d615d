/** A focus position in the sample list: a row, and which of its buttons (0 results, 1 sub-samples). */
export interface ListFocus {
  readonly row: number;
  readonly column: number;
}

/**
 * Where a key moves the sample list's focus (arrows, Home, End, Page keys by ten rows), or null when
 * the key is not the list's; positions stay inside `rowCount` rows of `columnCount` buttons.
 */
export function moveListFocus(key: string, at: ListFocus, rowCount: number, columnCount: number): ListFocus | null {
  if (rowCount === 0) return null;
  const row = (next: number) => ({ row: Math.max(0, Math.min(rowCount - 1, next)), column: at.column });
  switch (key) {
    case 'ArrowDown': return row(at.row + 1);
    case 'ArrowUp': return row(at.row - 1);
    case 'PageDown': return row(at.row + 10);
    case 'PageUp': return row(at.row - 10);
    case 'Home': return row(0);
    case 'End': return row(rowCount - 1);
    case 'ArrowRight': return { row: at.row, column: Math.min(columnCount - 1, at.column + 1) };
    case 'ArrowLeft': return { row: at.row, column: Math.max(0, at.column - 1) };
    default: return null;
  }
}
