import { describe, expect, it } from 'vitest';
import { rowFigures, samplesPerPeriod, topValues } from '../../../../src/domain/dashboard/widget-figures';

describe('dashboard widget figures (spec 02 section 2)', () => {
  it('counts water samples per month, filling empty months with zero', () => {
    const dates = ['2024-11-03T10:00:00', '2024-11-20', '2025-01-02', null, 'unknown', '2025-01-31'];
    expect(samplesPerPeriod(dates, 'month')).toEqual({ periods: ['2024-11', '2024-12', '2025-01'], counts: [2, 0, 2] });
  });

  it('counts water samples per year', () => {
    expect(samplesPerPeriod(['2022-05-01', '2024-01-01', '2024-12-31'], 'year')).toEqual({ periods: ['2022', '2023', '2024'], counts: [1, 0, 2] });
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
