import { describe, expect, it } from 'vitest';
import { fieldsRead } from '../../../../../src/domain/validation/entities/entity-rules';
import type { EntityRules } from '../../../../../src/domain/validation/entities/entity-rules';
import { rulesByKind } from '../../../../../src/domain/validation/entities/validate-rows';

/** Values that take the rules down their branches: empty, text, numbers in and out of RD's bounds (spec 01 section 5), dates in both orders, too long. */
const values: readonly unknown[] = [
  null, '', ' ', 'abc', '0', '-1', '12', '12.5', '12,5', '155000', '463000', 155_000.123_456, -3, 12, true,
  '2024-01-31', '2024-02-30', '31-01-2024', '2024-01-31T10:00:00', 'x'.repeat(300),
];

/** Contexts the rules read: none, an import, the project's coordinate system, and copies without coordinates. */
const contexts = [{}, { importing: true }, { coordinateSystem: 'EPSG:28992' }, { coordinateSystem: 'EPSG:28992', allowNoCoordinates: true }];

const declared = Object.entries(rulesByKind).filter(([, rules]) => rules.rowFields !== undefined) as [string, EntityRules<Record<string, unknown>, object>][];

/** A row whose field at position j holds values[(shift + j) % values.length], plus a field no rule may read. */
function rowOf(fields: readonly string[], shift: number): Record<string, unknown> {
  const row: Record<string, unknown> = { Unread: values[shift % values.length] };
  fields.forEach((field, position) => { row[field] = values[(shift + position) % values.length]; });
  return row;
}

/** The row as the rules see it, recording each field they read ('*' for a walk over all of them). */
function recording(row: Record<string, unknown>, reads: Set<string>): Record<string, unknown> {
  return new Proxy(row, {
    get: (target, property, receiver) => {
      if (typeof property === 'string') reads.add(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
    has: (target, property) => {
      if (typeof property === 'string') reads.add(property);
      return Reflect.has(target, property);
    },
    ownKeys: (target) => {
      reads.add('*');
      return Reflect.ownKeys(target);
    },
  });
}

describe('rules that declare the fields they read (spec 01 section 5)', () => {
  it('are declared for the measurement points, whose grid is edited a thousand rows at a time', () => {
    expect(declared.map(([kind]) => kind)).toContain('measurementPoint');
  });

  it.each(declared)('%s: the row rules read only the declared fields and report issues only on them', (_kind, rules) => {
    const read = fieldsRead(rules) as ReadonlySet<string>;
    const fields = [...read];
    const reads = new Set<string>();
    const reported = new Set<string>();
    for (const context of contexts) {
      for (let shift = 0; shift < values.length; shift++) {
        for (const issue of rules.rowIssues(recording(rowOf(fields, shift), reads), context)) reported.add(issue.field);
      }
    }
    expect([...reads].filter((field) => !read.has(field))).toEqual([]);
    expect([...reported].filter((field) => !read.has(field))).toEqual([]);
    // The rows did take the rules down their branches: most declared fields were reported on.
    expect(reported.size).toBeGreaterThan(read.size / 2);
  });
});
