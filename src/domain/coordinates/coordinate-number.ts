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

/**
 * Decimals of a finite number as JavaScript writes it, including exponent forms such as 1.5e-7.
 * JavaScript writes the shortest digits that read back as the number, so its fraction never ends
 * in a zero; this runs for every coordinate of a 10,000-point save, hence no regular expressions.
 */
function fractionDigitsOfNumber(value: number): number {
  if (Number.isInteger(value)) return 0;
  const text = Math.abs(value).toString();
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const dot = mantissa.indexOf('.');
  const decimals = dot < 0 ? 0 : mantissa.length - dot - 1;
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
