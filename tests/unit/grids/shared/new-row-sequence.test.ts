import { describe, expect, it } from 'vitest';
import { nthNewRow } from '../../../../src/grids/shared/new-row-sequence';
import { newJarRow, newLayerRow } from '../../../../src/screens/records/new-records';

describe('new rows one after another (a paste past the end)', () => {
  it('puts each new layer below the one made before it, 50 cm each, without a GUID', () => {
    const layers = [{ LaFrom: 0, LaTo: 40 }, { LaFrom: 40, LaTo: 120 }];
    const make = (siblings: readonly Record<string, unknown>[]) => newLayerRow('guid', siblings);
    expect(nthNewRow(make, layers, 0, ['LaGuid'])).toEqual({ LaFrom: 120, LaTo: 170 });
    expect(nthNewRow(make, layers, 2, ['LaGuid'])).toEqual({ LaFrom: 220, LaTo: 270 });
  });

  it('names each new jar after the point with the next free number', () => {
    const jars = [{ JrName: 'B001-01' }, { JrName: 'B001-02' }];
    const make = (siblings: readonly Record<string, unknown>[]) => newJarRow('guid', 'B001', siblings);
    expect(nthNewRow(make, jars, 0, ['JrGuid']).JrName).toBe('B001-03');
    expect(nthNewRow(make, jars, 1, ['JrGuid']).JrName).toBe('B001-04');
  });
});
