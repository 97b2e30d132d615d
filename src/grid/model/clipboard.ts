/**
 * TSV as Excel and LibreOffice put it on the clipboard (so that a copy pastes back into
 * them): tab between cells, a line break between rows, and a cell that holds a tab, a line
 * break or a quote wrapped in double quotes with its quotes doubled.
 */

/** A block of cell texts, row by row; rows may differ in length ('ragged'). */
export type TextBlock = readonly (readonly string[])[];

const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;

/** Reads a quoted cell from just after its opening quote; null when no closing quote follows. */
function readQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let from = start;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return null;
    value += text.slice(from, quote);
    if (text.charCodeAt(quote + 1) === QUOTE) {
      value += '"';
      from = quote + 2;
      continue;
    }
    return { value, end: quote + 1 };
  }
}

/** Index of the next tab or line break at or after `from`, or the text's length. */
function nextDelimiter(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === TAB || code === LF || code === CR) return i;
  }
  return text.length;
}

/**
 * Parses clipboard TSV into rows of cell texts. Quoted cells may hold tabs, line breaks and doubled
 * quotes; a quote later in a cell is plain text (5" pipe); a quote never closed is read as plain text.
 * CRLF, LF and lone CR all end a row; one trailing line break is dropped. Empty text gives no rows.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  if (text === '') return rows;
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let cell: string;
    const quoted = text.charCodeAt(i) === QUOTE ? readQuoted(text, i + 1) : null;
    if (quoted) {
      // Text between the closing quote and the delimiter is kept rather than lost.
      const end = nextDelimiter(text, quoted.end);
      cell = quoted.value + text.slice(quoted.end, end);
      i = end;
    } else {
      const end = nextDelimiter(text, i);
      cell = text.slice(i, end);
      i = end;
    }
    row.push(cell);
    if (i >= text.length) {
      rows.push(row);
      return rows;
    }
    const code = text.charCodeAt(i);
    if (code === TAB) {
      i++;
      continue;
    }
    i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= text.length) return rows;
  }
}

/** Whether a cell must be quoted to survive the trip: it holds a tab, a line break or a quote. */
function needsQuotes(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) {
    const code = cell.charCodeAt(i);
    if (code === TAB || code === LF || code === CR || code === QUOTE) return true;
  }
  return false;
}

/** Options of formatTsv. */
export interface FormatTsvOptions {
  /** Line break between rows; Excel writes CRLF. */
  readonly lineBreak?: '\r\n' | '\n';
  /** End with a line break as Excel does, so a last row of one empty cell survives a round trip. */
  readonly trailingLineBreak?: boolean;
}

/** Writes rows of cell texts as clipboard TSV that Excel, LibreOffice and parseTsv read back unchanged. */
export function formatTsv(cells: TextBlock, options: FormatTsvOptions = {}): string {
  const lineBreak = options.lineBreak ?? '\r\n';
  const lines = cells.map((row) => row.map((cell) => (needsQuotes(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join('\t'));
  const body = lines.join(lineBreak);
  return (options.trailingLineBreak ?? true) && cells.length > 0 ? body + lineBreak : body;
}

/** The widest row of a block: its width when pasted. */
export function blockWidth(block: TextBlock): number {
  let width = 0;
  for (const row of block) if (row.length > width) width = row.length;
  return width;
}
