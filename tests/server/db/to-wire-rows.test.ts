import { describe, expect, it } from 'vitest';
import { toWireRow, toWireRows } from '../../../server/db/repositories/entity-rows';
import { entityStorageShape } from '../../../server/db/repositories/entity-storage-shape';

const shape = entityStorageShape('project');
/** Rows as one statement gives them: the same columns each, booleans stored as 0/1, extra fields as JSON text. */
const stored = [
  { PrID: 1, PrCode: 'A', PrPinned: 1, LicenceID: 9, ExtraFieldsJson: null },
  { PrID: 2, PrCode: null, PrPinned: 0, LicenceID: 9, ExtraFieldsJson: '{"PrFuture":{"a":1},"PrCode":"shadowed"}' },
  { PrID: 3, PrCode: 'C', PrPinned: null, LicenceID: 9, ExtraFieldsJson: null },
];

describe('the rows of one read back to the wire', () => {
  it('gives each row as toWireRow does: booleans restored, extra fields merged under the columns, internal columns dropped', () => {
    const wire = toWireRows(shape, stored);
    expect(wire).toEqual(stored.map((row) => toWireRow(shape, row)));
    expect(wire).toEqual([
      { PrID: 1, PrCode: 'A', PrPinned: true },
      { PrID: 2, PrCode: null, PrPinned: false, PrFuture: { a: 1 } },
      { PrID: 3, PrCode: 'C', PrPinned: null },
    ]);
  });

  it('leaves empty columns out when asked, as toWireRow does, and answers no rows for none', () => {
    expect(toWireRows(shape, stored, true)).toEqual(stored.map((row) => toWireRow(shape, row, true)));
    expect(toWireRows(shape, stored, true)[2]).toEqual({ PrID: 3, PrCode: 'C' });
    expect(toWireRows(shape, [])).toEqual([]);
  });

  it('gives every row its own object', () => {
    const [first, second] = toWireRows(shape, [stored[0] ?? {}, stored[2] ?? {}]);
    expect(first).not.toBe(second);
    if (first) first.PrCode = 'changed';
    expect(second?.PrCode).toBe('C');
  });
});
