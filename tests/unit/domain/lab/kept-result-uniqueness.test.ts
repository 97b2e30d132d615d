import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptResultUniqueness } from '../../../../src/domain/lab/kept-result-uniqueness';
import { duplicateResultIssues } from '../../../../src/domain/lab/result-uniqueness';
import type { ResultIdentity, ResultRowReader } from '../../../../src/domain/lab/result-uniqueness';
import type { ValidationIssue } from '../../../../src/domain/validation/issue';

type Item = { key: string; row: ResultIdentity };
const reader: ResultRowReader<Item, string> = { keyOf: (item) => item.key, rowOf: (item) => item.row, sampleOf: (item) => item.row.sample };

const identity: fc.Arbitrary<ResultIdentity> = fc.record({
  sample: fc.constantFrom(1, 2, '1', null),
  Component: fc.constantFrom('Lood', 'LOOD', ' lood ', 'Zink', '', null),
  Method: fc.constantFrom('AS3000', 'as3000', undefined),
  Unit: fc.constantFrom('mg/kg ds', 'MG/KG DS', 'µg/l'),
});

/** A change to the list: a result rewritten, removed, or added at a place (a removed key may come back). */
type Change = { kind: 'set'; at: number; row: ResultIdentity } | { kind: 'remove'; at: number } | { kind: 'add'; at: number; key: number; row: ResultIdentity };
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(20), row: identity }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(20), key: fc.nat(12), row: identity }),
);

describe('the duplicate rule kept over a changing list (spec 02 section 5)', () => {
  it('gives the issues of a full check after every batch of changes, whatever the list order', () => {
    fc.assert(fc.property(fc.array(identity, { maxLength: 10 }), fc.array(fc.array(change, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), (start, batches) => {
      let list: Item[] = start.map((row, index) => ({ key: `k${index}`, row }));
      const kept = keptResultUniqueness(reader);
      const marks = new Map<string, ValidationIssue[]>(kept.reset(list));
      expect(marks).toEqual(duplicateResultIssues(list));
      for (const batch of batches) {
        const touched = new Set<string>();
        for (const step of batch) {
          const at = list.length === 0 ? 0 : step.at % list.length;
          if (step.kind === 'set' && list[at]) {
            list = list.map((item, index) => (index === at ? { key: item.key, row: step.row } : item));
            touched.add(list[at]?.key ?? '');
          } else if (step.kind === 'remove' && list[at]) {
            touched.add(list[at]?.key ?? '');
            list = list.filter((_, index) => index !== at);
          } else if (step.kind === 'add' && !list.some((item) => item.key === `k${step.key}`)) {
            list = [...list.slice(0, at), { key: `k${step.key}`, row: step.row }, ...list.slice(at)];
            touched.add(`k${step.key}`);
          }
        }
        const place = new Map(list.map((item, index) => [item.key, index]));
        const answer = kept.update([...touched].map((key) => ({ key, item: list.find((item) => item.key === key) ?? null })), (a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0));
        for (const [key, issues] of answer) {
          if (issues.length === 0) marks.delete(key);
          else marks.set(key, issues);
        }
        expect(marks).toEqual(duplicateResultIssues(list));
      }
    }), { numRuns: 500 });
  });

  it('answers only the changed result when it joins a clash that names the same component', () => {
    const row = { sample: 1, Component: 'Lood', Method: 'AS3000', Unit: 'mg/kg ds' };
    const kept = keptResultUniqueness(reader);
    kept.reset([{ key: 'a', row }, { key: 'b', row }, { key: 'c', row: { ...row, Component: 'Zink' } }]);
    const answer = kept.update([{ key: 'c', item: { key: 'c', row } }], (x, y) => x.localeCompare(y));
    expect([...answer.keys()]).toEqual(['c']);
    expect(answer.get('c')?.map((issue) => issue.params?.component)).toEqual(['Lood', 'Lood', 'Lood']);
  });
});
