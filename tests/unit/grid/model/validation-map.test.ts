import { describe, expect, it } from 'vitest';
import { error, warning } from '../../../../src/domain/validation/issue';
import type { ValidationIssue } from '../../../../src/domain/validation/issue';
import { errorCells, nextErrorCell } from '../../../../src/grid/model/error-walk';
import type { ViewPositions } from '../../../../src/grid/model/error-walk';
import {
  emptyValidationMap, hasErrorCells, issuesAt, replaceRowIssues, revalidate, severityAt,
} from '../../../../src/grid/model/validation-map';

const nameRequired = error('MpName', 'validation.required');
const nameDuplicate = error('MpName', 'validation.duplicate');
const depthWarning = warning('MpDepth', 'validation.intermediateLayer');

describe('the validation map (spec 01 section 5, per cell)', () => {
  it('files issues per cell with error and warning counts; the worst severity marks the cell', () => {
    const map = replaceRowIssues(emptyValidationMap, new Map([['g1', [nameRequired, depthWarning]], ['g2', [depthWarning]]]));
    expect(issuesAt(map, 'g1', 'MpName')).toEqual([nameRequired]);
    expect(issuesAt(map, 'g1', 'MpRemark')).toEqual([]);
    expect(severityAt(map, 'g1', 'MpName')).toBe('error');
    expect(severityAt(map, 'g2', 'MpDepth')).toBe('warning');
    expect(severityAt(map, 'g3', 'MpDepth')).toBeNull();
    expect([map.errorCount, map.warningCount]).toEqual([1, 2]);
    expect(hasErrorCells(map)).toBe(true);
  });

  it('recomputes only touched rows and the siblings the validator returns; touched rows left out are clean', () => {
    const names = new Map([['g1', 'B1'], ['g2', 'B1'], ['g3', 'B3']]);
    // A duplicate-name rule over the rows: the touched row and every row sharing its name.
    const validate = (touched: readonly string[]): Map<string, ValidationIssue[]> => {
      const result = new Map<string, ValidationIssue[]>();
      for (const key of touched) {
        const name = names.get(key);
        for (const [other, otherName] of names) {
          if (otherName !== name) continue;
          const same = [...names.values()].filter((n) => n === otherName).length;
          result.set(other, same > 1 ? [nameDuplicate] : []);
        }
      }
      return result;
    };
    let map = revalidate(emptyValidationMap, ['g1'], validate);
    expect([severityAt(map, 'g1', 'MpName'), severityAt(map, 'g2', 'MpName')]).toEqual(['error', 'error']);
    expect(map.errorCount).toBe(2);
    names.set('g2', 'B2');
    map = revalidate(map, ['g2'], validate);
    // g2 is clean now but g1 still claims a duplicate until its own name is checked again: the validator decides.
    expect(map.errorCount).toBe(1);
    map = revalidate(map, ['g1'], () => new Map());
    expect(map.errorCount).toBe(0);
    expect(map.rows.size).toBe(0);
    expect(revalidate(map, [], validate)).toBe(map);
  });

  it('clears deleted rows', () => {
    const map = replaceRowIssues(emptyValidationMap, new Map([['g1', [nameRequired]]]));
    expect(replaceRowIssues(map, new Map(), ['g1']).errorCount).toBe(0);
  });

  it('replaces one row among 100,000 without recounting the others', () => {
    const all = new Map(Array.from({ length: 100_000 }, (_, i) => [`g${i}`, i % 10 === 0 ? [nameRequired] : [depthWarning]] as const));
    const map = replaceRowIssues(emptyValidationMap, all);
    expect([map.errorCount, map.warningCount]).toEqual([10_000, 90_000]);
    const fixed = replaceRowIssues(map, new Map([['g0', []]]));
    expect([fixed.errorCount, fixed.warningCount]).toEqual([9_999, 90_000]);
  });
});

describe('the errors list and next-error walk (a list of errors that jumps to the cell)', () => {
  const columns = ['MpName', 'MpDepth', 'MpDate'];
  const order = ['g3', 'g1', 'g2'];
  const positions: ViewPositions = {
    rowIndexOf: (key) => { const i = order.indexOf(key); return i < 0 ? undefined : i; },
    columnIndexOf: (field) => { const i = columns.indexOf(field); return i < 0 ? undefined : i; },
  };
  const map = replaceRowIssues(emptyValidationMap, new Map([
    ['g1', [error('MpDate', 'validation.date'), error('MpName', 'validation.required')]],
    ['g2', [depthWarning]],
    ['g3', [error('MpDepth', 'validation.number')]],
    ['g9', [nameRequired]],
    ['g2b', [error('MpHidden', 'validation.required')]],
  ]));

  it('lists error cells in the view reading order, warnings left out, off-screen ones last', () => {
    expect(errorCells(map, positions).map((e) => [e.rowKey, e.field, e.cell])).toEqual([
      ['g3', 'MpDepth', { row: 0, col: 1 }],
      ['g1', 'MpName', { row: 1, col: 0 }],
      ['g1', 'MpDate', { row: 1, col: 2 }],
      ['g9', 'MpName', null],
      ['g2b', 'MpHidden', null],
    ]);
  });

  it('walks to the next and previous error from a cell, wrapping, skipping off-screen ones', () => {
    expect(nextErrorCell(map, positions, null)?.cell).toEqual({ row: 0, col: 1 });
    expect(nextErrorCell(map, positions, { row: 0, col: 1 })?.cell).toEqual({ row: 1, col: 0 });
    expect(nextErrorCell(map, positions, { row: 1, col: 1 })?.cell).toEqual({ row: 1, col: 2 });
    expect(nextErrorCell(map, positions, { row: 1, col: 2 })?.cell).toEqual({ row: 0, col: 1 });
    expect(nextErrorCell(map, positions, { row: 1, col: 0 }, true)?.cell).toEqual({ row: 0, col: 1 });
    expect(nextErrorCell(map, positions, { row: 0, col: 0 }, true)?.cell).toEqual({ row: 1, col: 2 });
    expect(nextErrorCell(emptyValidationMap, positions, null)).toBeNull();
  });
});
