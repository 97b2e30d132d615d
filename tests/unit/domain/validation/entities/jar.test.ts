import { describe, expect, it } from 'vitest';
import { validateJar } from '../../../../../src/domain/validation/entities/jar';

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('validateJar (spec 01 sections 3 and 5)', () => {
  it('accepts a complete jar', () => {
    const jar = { JrGuid: 'j1', JrName: 'J1', JrFrom: 0, JrTo: 50, JrBarcode: 'A1;A2', JrDate: '2024-05-01T00:00:00', JrAsbestosPieces: 3 };
    expect(validateJar(jar, [jar])).toEqual([]);
  });

  it("refuses 'to' not above 'from', duplicate and long barcodes", () => {
    expect(codes(validateJar({ JrGuid: 'j1', JrFrom: 50, JrTo: 40, JrBarcode: 'A1;A1;ABCDEF' }, []))).toEqual([
      'JrTo:validation.range.toNotAboveFrom',
      'JrBarcode:validation.barcode.duplicate',
      'JrBarcode:validation.barcode.tooLong',
    ]);
  });

  it('refuses a name another jar carries, trimmed and in any case', () => {
    expect(codes(validateJar({ JrGuid: 'j2', JrName: ' j1' }, [{ JrGuid: 'j1', JrName: 'J1' }]))).toEqual(['JrName:validation.unique']);
  });

  it('refuses negative weights and fractional piece counts', () => {
    expect(codes(validateJar({ JrGuid: 'j1', JrSampleWeight: -1, JrAsbestosPieces: 1.5 }, []))).toEqual([
      'JrSampleWeight:validation.number.negative',
      'JrAsbestosPieces:validation.number.notWhole',
    ]);
  });
});
