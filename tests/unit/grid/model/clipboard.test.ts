import { describe, expect, it } from 'vitest';
import { blockWidth, formatTsv, parseTsv } from '../../../../src/grid/model/clipboard';
import { copySelection } from '../../../../src/grid/model/copy';
import { extendTo, selectCell } from '../../../../src/grid/model/selection';

describe('parseTsv (paste of TSV from Excel and LibreOffice)', () => {
  it('splits cells on tabs and rows on CRLF, LF or CR, dropping one trailing line break', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseTsv('a\tb\nc\td')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseTsv('a\rb\r')).toEqual([['a'], ['b']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseTsv('"a\tb"\tc\r\n')).toEqual([['a\tb', 'c']]);
    expect(parseTsv('"line1\nline2"\tx\r\ny\tz\r\n')).toEqual([['line1\nline2', 'x'], ['y', 'z']]);
    expect(parseTsv('"He said ""hi"""\r\n')).toEqual([['He said "hi"']]);
    expect(parseTsv('"line1\r\nline2"')).toEqual([['line1\r\nline2']]);
  });

  it('keeps a quote inside a cell and a quote never closed as plain text', () => {
    expect(parseTsv('5" pipe\tx')).toEqual([['5" pipe', 'x']]);
    expect(parseTsv('"open\tx\ny')).toEqual([['"open', 'x'], ['y']]);
    expect(parseTsv('"ab"c\td')).toEqual([['abc', 'd']]);
  });

  it('keeps empty cells, trailing tabs, empty lines and ragged rows', () => {
    expect(parseTsv('a\t\tc\r\n')).toEqual([['a', '', 'c']]);
    expect(parseTsv('a\t\r\n')).toEqual([['a', '']]);
    expect(parseTsv('a\r\n\r\nb\r\n')).toEqual([['a'], [''], ['b']]);
    expect(parseTsv('a\tb\tc\nd\n')).toEqual([['a', 'b', 'c'], ['d']]);
    expect(blockWidth(parseTsv('a\tb\tc\nd\n'))).toBe(3);
  });

  it('reads an empty clipboard as no rows and a copied empty cell as one empty cell', () => {
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('\r\n')).toEqual([['']]);
  });
});

describe('formatTsv (copy as TSV)', () => {
  it('writes CRLF rows with a trailing line break, quoting only cells with a tab, line break or quote', () => {
    expect(formatTsv([['a', 'b'], ['c', 'd']])).toBe('a\tb\r\nc\td\r\n');
    expect(formatTsv([['a\tb', 'line1\nline2', 'He said "hi"', 'plain']])).toBe('"a\tb"\t"line1\nline2"\t"He said ""hi"""\tplain\r\n');
    expect(formatTsv([['x']], { lineBreak: '\n', trailingLineBreak: false })).toBe('x');
    expect(formatTsv([])).toBe('');
  });

  it('round-trips tricky blocks unchanged', () => {
    const blocks: string[][][] = [
      [['a\tb', 'c']],
      [['line1\nline2'], ['line3\r\nline4']],
      [['He said "hi"', '"quoted"', '5" pipe']],
      [['', '', ''], ['x', '', '']],
      [['a', ''], [''], ['']],
      [['"'], ['""'], ['\t'], ['\n']],
    ];
    for (const block of blocks) expect(parseTsv(formatTsv(block))).toEqual(block);
  });

  it('round-trips 10,000 × 4 cells', () => {
    const block = Array.from({ length: 10_000 }, (_, r) => [`P${r}`, `${r / 10}`, r % 7 === 0 ? 'two\nlines' : '', `say "${r}"`]);
    expect(parseTsv(formatTsv(block))).toEqual(block);
  });
});

describe('copySelection', () => {
  it('copies the current range as TSV from the texts the grid shows', () => {
    const selection = extendTo(selectCell({ row: 1, col: 1 }), { row: 2, col: 2 }, { rowCount: 5, columnCount: 5 });
    const copied = copySelection(selection, (row, col) => (row === 2 && col === 2 ? 'a\tb' : `${row}:${col}`));
    expect(copied.text).toBe('1:1\t1:2\r\n2:1\t"a\tb"\r\n');
    expect(copied.range).toEqual({ top: 1, left: 1, bottom: 2, right: 2 });
  });
});
