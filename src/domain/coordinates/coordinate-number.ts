/**
 * What a coordinate cell holds: nothing, a number (with the decimals it was written with), a number
 * written with a decimal comma, or something else. Spec 01 section 5: decimals use a dot.
 */
export type CoordinateReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number; fractionDigits: number }
  | { kind: 'commaDecimal'; text: string }
  | { kind: 'notANumber' };

/** Field-editor type 31: digits, an optional dot with decimals, a minus allowed (spec 01 section 3). */
const dotDecimal = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
/** Digits with a comma among them ('155000,5', '155.000,5'): a decimal comma, refused on its own. */
const commaDecimal = /^[-+]?[\d.]*,[\d.,]*$/;

/**
 * Decimals that carry information: trailing zeros are not counted, so '155000.500' has one. They
 * lose nothing when dropped, and spreadsheets often pad to a fixed number of decimals.
 */
function significantDecimals(fraction: string): number {
  return fraction.replace(/0+$/, '').length;
}

/** Decimals the arithmetic below settles; past them the number is written out (rare: 1.5e-7, 0.1 + 0.2). */
const scaledDecimals = 9;

/**
 * Decimals of a finite number as JavaScript writes it, including exponent forms such as 1.5e-7. Every coordinate
 * of a grid passes here on each check, so the common case avoids writing the number out: the fewest decimals d
 * for which round(value × 10^d) / 10^d gives the value back. That division is correctly rounded, so it gives the
 * value back exactly when the d-decimal text does, which is what JavaScript's shortest form counts.
 */
function fractionDigitsOfNumber(value: number): number {
  if (Number.isInteger(value)) return 0;
  let scale = 1;
  for (let digits = 1; digits <= scaledDecimals; digits++) {
    scale *= 10;
    const scaled = value * scale;
    if (Math.abs(scaled) > Number.MAX_SAFE_INTEGER) break;
    if (Math.round(scaled) / scale === value) return digits;
  }
  return writtenFractionDigits(value);
}

/** Decimals of the number as written out: its shortest form never ends in a zero after the dot. */
function writtenFractionDigits(value: number): number {
  const text = Math.abs(value).toString();
  const e = text.indexOf('e');
  const mantissaEnd = e < 0 ? text.length : e;
  const dot = text.indexOf('.');
  const decimals = dot < 0 || dot > mantissaEnd ? 0 : mantissaEnd - dot - 1;
  return Math.max(0, decimals - (e < 0 ? 0 : Number(text.slice(e + 1))));
}

/**
 * Reads a coordinate as it arrives from a cell, an import or the wire: numbers as they are, strings
 * trimmed and read only when written with a dot decimal. Empty means null, undefined or blank.
 */
export function readCoordinate(input: unknown): CoordinateReading {
  if (input === null || input === undefined) return { kind: 'empty' };
  if (typeof input === 'number') {
    return Number.isFinite(input) ? { kind: 'number', value: input, fractionDigits: fractionDigitsOfNumber(input) } : { kind: 'notANumber' };
  }
  if (typeof input !== 'string') return { kind: 'notANumber' };
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  if (dotDecimal.test(text)) {
    return { kind: 'number', value: Number(text), fractionDigits: significantDecimals(text.split('.')[1] ?? '') };
  }
  if (commaDecimal.test(text) && /\d/.test(text)) return { kind: 'commaDecimal', text };
  return { kind: 'notANumber' };
}
