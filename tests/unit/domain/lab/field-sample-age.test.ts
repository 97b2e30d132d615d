import { describe, expect, it } from 'vitest';
import { keepsFieldSample } from '../../../../src/domain/lab/field-sample-age';

const now = new Date('2026-11-26T12:00:00Z');

describe('ExcludeFieldsampleOlderThenXDays (spec 02 section 7)', () => {
  it('keeps every sample with 0, the value the spec sends', () => {
    expect(keepsFieldSample('2001-01-01T00:00:00', 0, now)).toBe(true);
  });

  it('keeps a sample taken N days ago and drops one taken a day earlier', () => {
    expect(keepsFieldSample('2026-11-16T12:00:00', 10, now)).toBe(true);
    expect(keepsFieldSample('2026-11-15T12:00:00', 10, now)).toBe(false);
    expect(keepsFieldSample('2026-11-20', 10, now)).toBe(true);
  });

  it('keeps a sample without a readable date: it cannot be shown to be too old', () => {
    expect(keepsFieldSample(null, 10, now)).toBe(true);
    expect(keepsFieldSample('', 10, now)).toBe(true);
    expect(keepsFieldSample('not a date', 10, now)).toBe(true);
  });
});
