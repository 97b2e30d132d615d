import { describe, expect, it } from 'vitest';
import { barcodeIssues, splitBarcodes } from '../../../../../src/domain/validation/rules/barcode';

describe('barcodes (spec 01 section 5, editor type 14)', () => {
  it("refuses 'A1;A1' as a duplicate", () => {
    expect(barcodeIssues('JrBarcode', 'A1;A1')).toEqual([
      { field: 'JrBarcode', code: 'validation.barcode.duplicate', params: { barcode: 'A1' }, severity: 'error' },
    ]);
    expect(barcodeIssues('JrBarcode', 'A1; a1 ').map((issue) => issue.code)).toEqual(['validation.barcode.duplicate']);
  });

  it("refuses 'ABCDEF' as longer than 5 characters, and accepts 'ABCDE'", () => {
    expect(barcodeIssues('JrBarcode', 'ABCDEF')).toEqual([
      { field: 'JrBarcode', code: 'validation.barcode.tooLong', params: { barcode: 'ABCDEF', max: 5 }, severity: 'error' },
    ]);
    expect(barcodeIssues('JrBarcode', 'ABCDE;A2')).toEqual([]);
  });

  it('refuses more barcodes than the maximum count', () => {
    expect(barcodeIssues('JrBarcode', 'A1;A2;A3', 3)).toEqual([]);
    expect(barcodeIssues('JrBarcode', 'A1;A2;A3;A4', 3)).toEqual([
      { field: 'JrBarcode', code: 'validation.barcode.tooMany', params: { max: 3 }, severity: 'error' },
    ]);
  });

  it('skips empty parts such as a trailing separator', () => {
    expect(splitBarcodes('A1; ;A2;')).toEqual(['A1', 'A2']);
    expect(barcodeIssues('JrBarcode', '')).toEqual([]);
  });
});
