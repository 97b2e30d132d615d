import { describe, expect, it } from 'vitest';
import { layerContinuityIssues, layerContinuityIssuesForAll } from '../../../../../src/domain/validation/rules/layer-continuity';

interface TestLayer {
  id: string;
  LaFrom: number | null;
  LaTo: number | null;
}

const layer = (id: string, from: number | null, to: number | null): TestLayer => ({ id, LaFrom: from, LaTo: to });
const sameRow = (a: TestLayer, b: TestLayer) => a.id === b.id;
const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => `${issue.field}:${issue.code}`);

describe('layer continuity (spec 01 sections 4 and 5)', () => {
  const column = [layer('a', 0, 50), layer('b', 50, 120), layer('c', 120, 200)];

  it('accepts layers that meet exactly, in any list order', () => {
    expect(layerContinuityIssuesForAll([column[2], column[0], column[1]] as TestLayer[]).flat()).toEqual([]);
  });

  it('refuses an overlap on both layers: to past the next from, from above the previous to', () => {
    const issues = layerContinuityIssuesForAll([layer('a', 0, 60), layer('b', 50, 120)]);
    expect(issues[0]).toEqual([{ field: 'LaTo', code: 'validation.layer.overlapsNext', params: { nextFrom: 50 }, severity: 'error' }]);
    expect(issues[1]).toEqual([{ field: 'LaFrom', code: 'validation.layer.overlapsPrevious', params: { previousTo: 60 }, severity: 'error' }]);
  });

  it("refuses a gap: 'from' below the previous 'to'", () => {
    const issues = layerContinuityIssuesForAll([layer('a', 0, 50), layer('b', 70, 120)]);
    expect(codes(issues[0] ?? [])).toEqual(['LaTo:validation.layer.gapBelow']);
    expect(issues[1]).toEqual([{ field: 'LaFrom', code: 'validation.layer.gapAbove', params: { previousTo: 50 }, severity: 'error' }]);
  });

  it('blames a layer that lies inside a longer one, not only its direct neighbour', () => {
    const issues = layerContinuityIssuesForAll([layer('a', 0, 200), layer('b', 50, 100), layer('c', 100, 200)]);
    expect(codes(issues[2] ?? [])).toEqual(['LaFrom:validation.layer.overlapsPrevious']);
  });

  it('leaves out a layer whose own range is broken', () => {
    expect(layerContinuityIssuesForAll([layer('a', 0, 50), layer('x', 80, 60), layer('b', 50, 100)]).flat()).toEqual([]);
  });

  it('warns about a layer inserted between two others', () => {
    const inserted = layer('new', 50, 80);
    const siblings = [layer('a', 0, 50), layer('b', 80, 120)];
    expect(layerContinuityIssues(inserted, siblings, sameRow, { inserting: true })).toEqual([
      { field: 'LaFrom', code: 'validation.layer.intermediate', severity: 'warning' },
    ]);
    expect(layerContinuityIssues(inserted, siblings, sameRow)).toEqual([]);
  });

  it('does not warn when the inserted layer becomes the deepest', () => {
    expect(layerContinuityIssues(layer('new', 120, 150), [layer('a', 0, 50), layer('b', 50, 120)], sameRow, { inserting: true })).toEqual([]);
  });

  it('gives an error, not a warning, for an inserted layer that overlaps', () => {
    const issues = layerContinuityIssues(layer('new', 40, 80), [layer('a', 0, 50), layer('b', 50, 120)], sameRow, { inserting: true });
    expect(codes(issues)).toEqual(['LaFrom:validation.layer.overlapsPrevious', 'LaTo:validation.layer.overlapsNext', 'LaFrom:validation.layer.intermediate']);
  });

  it('checks the edited version of a layer instead of its stored one', () => {
    const siblings = [layer('a', 0, 50), layer('b', 50, 120)];
    expect(codes(layerContinuityIssues(layer('a', 0, 70), siblings, sameRow))).toEqual(['LaTo:validation.layer.overlapsNext']);
  });
});
