import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, maxJsonDepth } from '../../../../src/domain/wire/json-depth';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nesting depth (ASVS 5.1.4)', () => {
  it('allows 64 levels and refuses 65', () => {
    expect(maxJsonDepth).toBe(64);
    expect(jsonNestsDeeperThan(nested(64))).toBe(false);
    expect(jsonNestsDeeperThan(nested(65))).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(65) + ']'.repeat(65))).toBe(true);
  });

  it('checks a 4,500-deep and a million-deep body without recursion', () => {
    expect(jsonNestsDeeperThan(nested(4500))).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(1_000_000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ remark: '[[[[{{{{'.repeat(100), quoted: 'a "[[[" b \\ [' });
    expect(jsonNestsDeeperThan(text, 1)).toBe(false);
  });

  it('counts sibling objects by depth, not by number', () => {
    const rows = JSON.stringify({ data: { velddata: { tblLayers: Array.from({ length: 1000 }, (_, i) => ({ LaFrom: i })) } } });
    expect(jsonNestsDeeperThan(rows, 5)).toBe(false);
    expect(jsonNestsDeeperThan(rows, 4)).toBe(true);
  });
});
