import { describe, expect, it } from 'vitest';
import { recentChanges } from '../../../../src/screens/project/recent-changes';

const record = (name: string, changed: string | null) => ({ kind: 'point', guid: name, name, changed });

describe("the project's recent changes (spec 01 section 4, last-changed stamps)", () => {
  it('lists the records changed last, newest first, at most the limit', () => {
    const records = [record('B1', '2026-11-20T10:00:00'), record('B2', '2026-11-25T09:00:00'), record('B3', '2026-11-22T23:59:59'), record('B4', '2026-11-01T00:00:00')];
    expect(recentChanges(records, 3).map((item) => item.name)).toEqual(['B2', 'B3', 'B1']);
  });

  it('leaves out records never stamped, and orders equal stamps by name', () => {
    expect(recentChanges([record('B2', '2026-11-20T10:00:00'), record('B0', null), record('B1', '2026-11-20T10:00:00'), record('B9', '')], 5).map((item) => item.name)).toEqual(['B1', 'B2']);
  });
});
