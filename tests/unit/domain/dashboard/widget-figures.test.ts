import { describe, expect, it } from 'vitest';
import { rowFigures, samplesPerPeriod, topValues } from '../../../../src/domain/dashboard/widget-figures';

describe('dashboard widget figures (spec 02 section 2)', () => {
  it('counts water samples per month, filling empty months with zero', () => {
    const months = [{ month: '2024-11', count: 2 }, { month: '2025-01', count: 2 }, { month: 'unkn', count: 5 }];
    expect(samplesPerPeriod(months, 'month')).toEqual({ periods: ['2024-11', '2024-12', '2025-01'], counts: [2, 0, 2] });
  });

  it('counts water samples per year', () => {
    const months = [{ month: '2022-05', count: 1 }, { month: '2024-01', count: 1 }, { month: '2024-12', count: 3 }];
    expect(samplesPerPeriod(months, 'year')).toEqual({ periods: ['2022', '2023', '2024'], counts: [1, 0, 4] });
    expect(samplesPerPeriod([], 'year')).toEqual({ periods: [], counts: [] });
  });

  it('gives an overview\'s count, points and latest date', () => {
    const rows = [
      { MpGuid: 'a', WsDate: '2024-03-01T00:00:00' }, { MpGuid: 'a', WsDate: '2024-05-02' }, { MpGuid: 'b', WsDate: null },
    ];
    expect(rowFigures(rows, 'WsDate')).toEqual({ count: 3, points: 2, latest: '2024-05-02' });
    expect(rowFigures([], undefined)).toEqual({ count: 0, points: 0, latest: undefined });
  });

  it('lists the most frequent values first', () => {
    const rows = [{ T: 'Z' }, { T: 'K' }, { T: 'Z' }, { T: '' }, { T: 'V' }, { T: 'K' }, { T: 'Z' }];
    expect(topValues(rows, 'T', 2)).toEqual([{ value: 'Z', count: 3 }, { value: 'K', count: 2 }]);
  });
});
