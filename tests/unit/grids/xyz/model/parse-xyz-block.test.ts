import { describe, expect, it } from 'vitest';
import { isXyzHeaderRow, parseXyzBlock } from '../../../../../src/grids/xyz/model';

describe('parseXyzBlock (spec 02 section 2: paste from a spreadsheet)', () => {
  it('skips a header row, numbers rows as the spreadsheet shows them and fills missing cells with empty text', () => {
    const block = parseXyzBlock('Naam\tX\tY\tZ\r\nB1\t155000\t463000\t1.25\r\nB2\t155010.5\t463010\r\n');
    expect(block.header).toEqual(['Naam', 'X', 'Y', 'Z']);
    expect(block.rows).toEqual([
      { sourceRow: 2, cells: { name: 'B1', x: '155000', y: '463000', z: '1.25', importAs: '', referencePlane: '', referenceType: '' } },
      { sourceRow: 3, cells: { name: 'B2', x: '155010.5', y: '463010', z: '', importAs: '', referencePlane: '', referenceType: '' } },
    ]);
    expect(block.ignoredCells).toBe(0);
  });

  it('reads every optional column, trims cells and keeps a block without header whole', () => {
    const block = parseXyzBlock(' PB4 \t 5.38720621\t52.1551744\t-0.4\tja\tMV\tNAP\n');
    expect(block.header).toBeNull();
    expect(block.rows).toEqual([{
      sourceRow: 1,
      cells: { name: 'PB4', x: '5.38720621', y: '52.1551744', z: '-0.4', importAs: 'ja', referencePlane: 'MV', referenceType: 'NAP' },
    }]);
  });

  it('leaves out empty rows but still counts them, and counts filled cells beyond the last column', () => {
    const block = parseXyzBlock('B1\t1\t2\n\t\t\n\nB2\t3\t4\t\t\t\t\tnote\textra\n');
    expect(block.rows.map((row) => [row.sourceRow, row.cells.name])).toEqual([[1, 'B1'], [4, 'B2']]);
    expect(block.ignoredCells).toBe(2);
  });

  it('reads a quoted name holding a tab or a line break as one cell (Excel quotes such cells)', () => {
    const block = parseXyzBlock('"B 1\tnorth"\t155000\t463000\n"B\n2"\t155001\t463001\n');
    expect(block.rows.map((row) => [row.sourceRow, row.cells.name, row.cells.x])).toEqual([[1, 'B 1\tnorth', '155000'], [2, 'B\n2', '155001']]);
  });

  it('does not take a first row with decimal commas for a header: it is data, to be refused and reported', () => {
    expect(isXyzHeaderRow(['B1', '155000,5', '463000,25'])).toBe(false);
    expect(isXyzHeaderRow(['Name', 'Rechtswert', 'Hochwert'])).toBe(true);
    expect(isXyzHeaderRow(['Name', 'X', ''])).toBe(false);
    expect(parseXyzBlock('B1\t155000,5\t463000,25').rows).toHaveLength(1);
  });

  it('gives nothing for empty text', () => {
    expect(parseXyzBlock('')).toEqual({ header: null, rows: [], ignoredCells: 0 });
  });
});
