import { describe, expect, it } from 'vitest';
import { createXyzGridSource } from '../../../../../src/grids/xyz/grid';

const keyed = (rows: Record<string, unknown>[]) => rows.map((row, index) => ({ rowKey: `k${index}`, row }));

describe('XYZ grid rows as pasted rows', () => {
  it('reads each live row as trimmed cell texts, numbers rows as the grid does and leaves blank rows out', () => {
    const read = createXyzGridSource();
    const source = read(keyed([{ name: ' B1 ', x: 155000, y: '463000' }, { name: null, x: '' }, { name: 'B2', z: 1.5, importAs: 'ja' }]));
    expect(source.rowKeys).toEqual(['k0', 'k2']);
    expect(source.rows).toEqual([
      { sourceRow: 1, cells: { name: 'B1', x: '155000', y: '463000', z: '', importAs: '', referencePlane: '', referenceType: '' } },
      { sourceRow: 3, cells: { name: 'B2', x: '', y: '', z: '1.5', importAs: 'ja', referencePlane: '', referenceType: '' } },
    ]);
  });

  it('keeps a row\'s cells object while its texts stay the same, so the previewer need not check it again', () => {
    const read = createXyzGridSource();
    const first = read(keyed([{ name: 'B1', x: '1' }, { name: 'B2', x: '2' }]));
    // The engine hands new row objects every time; only B2's text changed.
    const second = read(keyed([{ name: 'B1', x: '1' }, { name: 'B2', x: '3' }]));
    expect(second.rows[0]?.cells).toBe(first.rows[0]?.cells);
    expect(second.rows[1]?.cells).not.toBe(first.rows[1]?.cells);
    expect(second.rows[1]?.cells.x).toBe('3');
  });
});
