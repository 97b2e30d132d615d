import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementalRules } from '../../../../../src/domain/validation/entities/incremental-rules';
import type { KeyedEntityRow } from '../../../../../src/domain/validation/entities/incremental-rules';
import { layerRules } from '../../../../../src/domain/validation/entities/layer';
import type { LayerRow } from '../../../../../src/domain/validation/entities/layer';
import { measurementPointRules } from '../../../../../src/domain/validation/entities/measurement-point';
import type { MeasurementPointRow } from '../../../../../src/domain/validation/entities/measurement-point';
import { validateAllRows } from '../../../../../src/domain/validation/entities/run-rules';
import type { EntityContext, EntityRules } from '../../../../../src/domain/validation/entities/entity-rules';
import type { ValidationIssue } from '../../../../../src/domain/validation/issue';

/**
 * A list edited step by step: each step writes one row (changed in place, or new at place `at`) or
 * removes one; a removed key may come back elsewhere, as an undone add comes back after the rows added since.
 */
type Step<Row> = { key: string; row: Row | null; at: number };

/**
 * Runs the steps through incrementalRules and, after each, compares the issues it holds with
 * validateAllRows over the whole list in its order (the full recompute), the rows without a GUID inserted.
 */
function checkAgainstFullRecompute<Row, Context extends EntityContext>(
  rules: EntityRules<Row, Context>, context: Context, initial: readonly Step<Row>[], steps: readonly Step<Row>[][],
): void {
  const kept = incrementalRules(rules, context);
  const rowsByKey = new Map<string, Row>();
  let list: string[] = [];
  const put = ({ key, row, at }: Step<Row>) => {
    if (row === null) {
      rowsByKey.delete(key);
      list = list.filter((other) => other !== key);
      return;
    }
    if (!rowsByKey.has(key)) list.splice(at % (list.length + 1), 0, key);
    rowsByKey.set(key, row);
  };
  initial.forEach(put);
  const held = new Map<string, ValidationIssue[]>(kept.reset(list.map((key) => ({ rowKey: key, row: rowsByKey.get(key) ?? null }))));
  const full = () => {
    const rows = list.map((key) => rowsByKey.get(key) as Row);
    // validateAllRows keys issues by GUID or '#index'; re-file them under the list's keys.
    const guidKeys = rows.map((row, index) => {
      const guid = row[rules.keyField];
      return typeof guid === 'string' && guid.trim() !== '' ? guid.trim() : `#${index}`;
    });
    const inserted = new Set(guidKeys.filter((key) => key.startsWith('#')));
    const found = validateAllRows(rules, rows, context, { insertedKeys: inserted });
    const byKey = new Map<string, ValidationIssue[]>();
    list.forEach((key, index) => {
      const issues = found.get(guidKeys[index] ?? '');
      if (issues) byKey.set(key, issues);
    });
    return byKey;
  };
  expect(held).toEqual(full());
  for (const step of steps) {
    step.forEach(put);
    const place = new Map(list.map((key, index) => [key, index]));
    const changes: KeyedEntityRow<Row>[] = step.map(({ key, row }) => ({ rowKey: key, row }));
    for (const [key, issues] of kept.update(changes, (a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0))) {
      if (issues.length > 0) held.set(key, issues);
      else held.delete(key);
    }
    expect(held).toEqual(full());
  }
}

const keys = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8'];

/** Layers of two points: few depths, so overlaps, gaps and identical ranges are common; some without a GUID. */
const layer = fc.record({
  LaGuid: fc.constantFrom<string | null>(null, 'guid'),
  MpID: fc.constantFrom(1, 2, ' 1'),
  LaFrom: fc.constantFrom(0, 50, 100, 150, '', 'x'),
  LaTo: fc.constantFrom(50, 100, 150, 200, 100),
}) as fc.Arbitrary<LayerRow>;

/** Points of two projects: few names, so duplicates in any letter case are common. */
const point = fc.record({
  MpGuid: fc.constantFrom<string | null>(null, 'guid'),
  PrID: fc.constantFrom(1, 2),
  MpName: fc.constantFrom('B1', 'b1 ', 'B2', '', 'B3'),
  MpXCoord: fc.constantFrom(155000, 1, null),
  MpYCoord: fc.constantFrom(463000, 1, null),
  MpDepth: fc.constantFrom(100, -5, 'x', null),
}) as fc.Arbitrary<MeasurementPointRow>;

/**
 * Steps over the keys; a row given a GUID carries one of its own key ('guid-k3'), as every row of a
 * grid has its own GUID, or none (a new row).
 */
function stepsOf<Row>(row: fc.Arbitrary<Row>, keyField: string) {
  const owned = (key: string, value: Row | null, at: number): Step<Row> => {
    if (value === null) return { key, row: null, at };
    const record = value as Record<string, unknown>;
    return { key, row: { ...record, [keyField]: record[keyField] ? `guid-${key}` : null } as Row, at };
  };
  const step = fc.tuple(fc.constantFrom(...keys), fc.option(row, { freq: 4, nil: null }), fc.nat(8)).map(([key, value, at]) => owned(key, value, at));
  return {
    initial: fc.array(fc.tuple(fc.constantFrom(...keys), row, fc.nat(8)).map(([key, value, at]) => owned(key, value, at)), { maxLength: 8 }),
    steps: fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
  };
}

describe('incrementalRules (spec 01 section 5: sibling rules kept as the grid is edited)', () => {
  it('gives the layers the same issues as the full recompute after every change, rows added anywhere in the list (continuity, intermediate layers)', () => {
    const { initial, steps } = stepsOf(layer, 'LaGuid');
    fc.assert(fc.property(initial, steps, (start, edits) => checkAgainstFullRecompute(layerRules, {}, start, edits)), { numRuns: 200 });
  }, 60_000);

  it('gives the points the same issues as the full recompute after every change (unique names per project)', () => {
    const { initial, steps } = stepsOf(point, 'MpGuid');
    fc.assert(fc.property(initial, steps, (start, edits) => checkAgainstFullRecompute(measurementPointRules, { coordinateSystem: 'EPSG:28992' }, start, edits)), { numRuns: 200 });
  }, 60_000);

  it('answers for the changed row and the other holder of a name it leaves, not for the rest of the list', () => {
    const kept = incrementalRules(measurementPointRules, {});
    const rows = Array.from({ length: 1000 }, (_, index) => ({ rowKey: `k${index}`, row: { MpGuid: `g${index}`, PrID: 1, MpName: `B${index}` } }));
    rows.push({ rowKey: 'dup', row: { MpGuid: 'gdup', PrID: 1, MpName: 'B7' } });
    expect([...kept.reset(rows).keys()].sort()).toEqual(['dup', 'k7']);
    const answer = kept.update([{ rowKey: 'dup', row: { MpGuid: 'gdup', PrID: 1, MpName: 'B7a' } }], (a, b) => a.localeCompare(b));
    expect(new Map([...answer].map(([key, issues]) => [key, issues.length]))).toEqual(new Map([['dup', 0], ['k7', 0]]));
  });
});
