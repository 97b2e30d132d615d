import { describe, expect, it } from 'vitest';
import { nextSort, overviewSearchSchema, readOverviewSearch, searchOf, sortOf } from '../../../../src/screens/overview/overview-search';

describe('overview search params (CONVENTIONS rule 4: sort and filter live in the URL)', () => {
  it('reads a bookmarked filter and sort', () => {
    expect(readOverviewSearch({ q: 'B012', sort: 'LaFrom', dir: 'desc' })).toEqual({ q: 'B012', sort: 'LaFrom', dir: 'desc' });
  });

  it('reads a filter the router parsed as a number back as text', () => {
    expect(readOverviewSearch({ q: 12 })).toEqual({ q: '12' });
  });

  it('drops what it cannot read instead of failing the route', () => {
    const read = readOverviewSearch({ q: { nested: true }, sort: 'Mp Name; drop', dir: 'sideways', other: 1 });
    expect(read.q).toBeUndefined();
    expect(read.sort).toBeUndefined();
    expect(read.dir).toBeUndefined();
    expect(readOverviewSearch(undefined)).toEqual({});
  });

  it('refuses a filter longer than 200 characters', () => {
    expect(overviewSearchSchema.parse({ q: 'x'.repeat(200) }).q).toHaveLength(200);
    expect(overviewSearchSchema.parse({ q: 'x'.repeat(201) }).q).toBeUndefined();
  });

  it('sorts only by a column the overview has', () => {
    expect(sortOf({ sort: 'MpName', dir: 'desc' }, ['MpName', 'MpDate'])).toEqual({ column: 'MpName', descending: true });
    expect(sortOf({ sort: 'MpName' }, ['MpName'])).toEqual({ column: 'MpName', descending: false });
    expect(sortOf({ sort: 'LaFrom' }, ['MpName'])).toBeNull();
  });

  it('cycles a header click: ascending, descending, the server order', () => {
    const first = nextSort(null, 'MpName');
    expect(first).toEqual({ column: 'MpName', descending: false });
    const second = nextSort(first, 'MpName');
    expect(second).toEqual({ column: 'MpName', descending: true });
    expect(nextSort(second, 'MpName')).toBeNull();
    expect(nextSort(second, 'MpDate')).toEqual({ column: 'MpDate', descending: false });
  });

  it('writes short URLs: no empty filter, no sort when none', () => {
    expect(searchOf('  ', null)).toEqual({});
    expect(searchOf('B01', { column: 'MpDate', descending: true })).toEqual({ q: 'B01', sort: 'MpDate', dir: 'desc' });
  });
});
