import { describe, expect, it } from 'vitest';
import { readCoordinate } from '../../../../src/domain/coordinates/coordinate-number';

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The decimals of a number as JavaScript writes it out, the reference. */
function writtenDecimals(value: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

const decimalsOf = (value: number) => {
  const reading = readCoordinate(value);
  return reading.kind === 'number' ? reading.fractionDigits : Number.NaN;
};

describe('the decimals of a coordinate given as a number (spec 01 section 5, coordinate precision)', () => {
  it('counts what JavaScript writes: RD and WGS84 values, exponents and sums that do not come out even', () => {
    expect([155000.25, 463000, 52.1234567, -0.25, 1.5e-7, 0.1 + 0.2, 1e21, 5e-324].map(decimalsOf)).toEqual([2, 0, 7, 2, 8, 17, 0, 324]);
  });

  it('agrees with the written form for 30,000 numbers of every size and precision', () => {
    const next = random(2026);
    for (let index = 0; index < 30_000; index++) {
      const decimals = Math.floor(next() * 12);
      const magnitude = 10 ** Math.floor(next() * 9 - 2);
      const raw = (next() - 0.5) * magnitude;
      const value = index % 3 === 0 ? raw : Number(raw.toFixed(decimals));
      expect(decimalsOf(value), String(value)).toBe(writtenDecimals(value));
    }
  });
});
