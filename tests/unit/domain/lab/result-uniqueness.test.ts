import { describe, expect, it } from 'vitest';
import { duplicateResultIssues } from '../../../../src/domain/lab/result-uniqueness';

describe('component + method + unit unique per analysis sample (spec 02 section 5)', () => {
  it('marks both rows of a pair at component, method and unit, ignoring case and spaces', () => {
    const issues = duplicateResultIssues([
      { key: 'a', row: { sample: 1, Component: 'Zink', Method: 'AS3000', Unit: 'mg/kg ds' } },
      { key: 'b', row: { sample: 1, Component: ' zink ', Method: 'as3000', Unit: 'MG/KG DS' } },
      { key: 'c', row: { sample: 1, Component: 'Zink', Method: 'AS3000', Unit: 'µg/kg ds' } },
      { key: 'd', row: { sample: 2, Component: 'Zink', Method: 'AS3000', Unit: 'mg/kg ds' } },
    ]);
    expect([...issues.keys()]).toEqual(['a', 'b']);
    expect(issues.get('b')?.map((issue) => [issue.field, issue.code, issue.params?.component])).toEqual([
      ['Component', 'results.issue.duplicate', 'Zink'], ['Method', 'results.issue.duplicate', 'Zink'], ['Unit', 'results.issue.duplicate', 'Zink'],
    ]);
  });

  it('marks every row of a triple written three times in one sample, and only those', () => {
    const row = { sample: 'as-1', Component: 'Lood', Method: 'AS3000', Unit: 'mg/kg ds' };
    const issues = duplicateResultIssues([{ key: 1, row }, { key: 2, row: { ...row, Component: 'Zink' } }, { key: 3, row }, { key: 4, row: { ...row, Component: 'LOOD' } }]);
    expect([...issues.keys()].sort()).toEqual([1, 3, 4]);
    expect(issues.get(4)?.[0]?.params?.component).toBe('Lood');
  });

  it('leaves rows without a component to the required rule', () => {
    expect(duplicateResultIssues([{ key: 'a', row: { sample: 1, Unit: 'mg/l' } }, { key: 'b', row: { sample: 1, Unit: 'mg/l' } }]).size).toBe(0);
  });
});
