import { describe, expect, it } from 'vitest';
import { error } from '../../../../../src/domain/validation/issue';
import { blocksSave, recordIssues, serverIssuesAfterEdit } from '../../../../../src/screens/records/record-editor/record-issues';

const layers = [
  { LaGuid: 'a', LaFrom: 0, LaTo: 50 },
  { LaGuid: 'b', LaFrom: 50, LaTo: 120 },
  { LaGuid: 'c', LaFrom: 120, LaTo: 200 },
];

describe('recordIssues (spec 01 section 5, the edited row against its siblings)', () => {
  it('finds a layer whose to lies above its from', () => {
    const issues = recordIssues({ kind: 'layer' }, { ...layers[1], LaTo: 40 }, layers);
    expect(issues).toContainEqual(expect.objectContaining({ field: 'LaTo', code: 'validation.range.toNotAboveFrom', severity: 'error' }));
  });

  it('finds a layer reaching past the next one, and not the layer itself as its own neighbour', () => {
    const issues = recordIssues({ kind: 'layer' }, { ...layers[1], LaTo: 150 }, layers);
    expect(issues.some((issue) => issue.field === 'LaTo' && issue.severity === 'error')).toBe(true);
    expect(recordIssues({ kind: 'layer' }, layers[1] ?? {}, layers)).toEqual([]);
  });

  it('finds a point name another point of the project carries, in any case, but not its own', () => {
    const points = [{ MpGuid: 'p1', MpName: 'B001' }, { MpGuid: 'p2', MpName: 'B002' }];
    expect(recordIssues({ kind: 'measurementPoint' }, { MpGuid: 'p1', MpName: 'b002 ' }, points))
      .toContainEqual(expect.objectContaining({ field: 'MpName', code: 'validation.unique' }));
    expect(recordIssues({ kind: 'measurementPoint' }, { MpGuid: 'p1', MpName: 'B001' }, points)).toEqual([]);
  });

  it('requires a point name', () => {
    expect(recordIssues({ kind: 'measurementPoint' }, { MpGuid: 'p1', MpName: '' }, []))
      .toContainEqual(expect.objectContaining({ field: 'MpName', code: 'validation.required' }));
  });

  it('checks coordinates against the system the context names', () => {
    const row = { MpGuid: 'p1', MpName: 'B1', MpXCoord: 155000, MpYCoord: 9_999_999 };
    expect(recordIssues({ kind: 'measurementPoint', context: { coordinateSystem: 'EPSG:28992' } }, row, []))
      .toContainEqual(expect.objectContaining({ field: 'MpYCoord', code: 'validation.coordinates.outOfBounds' }));
  });

  it('has nothing to say for a kind without a rule set', () => {
    expect(recordIssues(null, { CcCompanyName: '' }, [])).toEqual([]);
  });
});

describe('blocksSave (spec 01 section 8, save failed due to invalid values)', () => {
  const required = error('MpName', 'validation.required');
  const taken = error('MpName', 'validation.unique', { value: 'B2' });

  it('refuses while the form shows an error or the rules find one', () => {
    expect(blocksSave([required], [], [])).toBe(true);
    expect(blocksSave([], [required], [])).toBe(true);
    expect(blocksSave([{ ...required, severity: 'warning' }], [], [])).toBe(false);
  });

  it('lets the user retry past an error only the server gave', () => {
    expect(blocksSave([taken], [], [taken])).toBe(false);
    expect(blocksSave([taken], [taken], [taken])).toBe(true);
  });

  it('drops server issues about the fields an edit changed', () => {
    expect(serverIssuesAfterEdit([taken, error('MpDate', 'validation.date.invalid')], ['MpName'])).toEqual([error('MpDate', 'validation.date.invalid')]);
  });
});
