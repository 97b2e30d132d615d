/**
 * Natural text order for grid sorting (sort per column): 'B2' before 'B10', case and accents
 * ignored. A text becomes a key once, so sorting 100,000 rows compares plain strings, not collations.
 */

// Digit runs are rewritten as '0' + a length character + the digits without leading zeros. Every digit is
// rewritten, so a bare '0' marks a number; it sorts where digits sort, and shorter numbers come first.
const digitRun = /\d+/g;
const combiningMarks = /[\u0300-\u036f]/g;
const nonAscii = /[^ -~]/;

function encodeNumber(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return '0' + String.fromCharCode(0x100 + Math.min(trimmed.length, 0xfe00)) + trimmed;
}

/** The sort key of a text: lower case, accents dropped, numbers compared by value. */
export function naturalKey(text: string): string {
  let key = text.toLowerCase();
  if (nonAscii.test(key)) key = key.normalize('NFD').replace(combiningMarks, '');
  return key.replace(digitRun, encodeNumber);
}

/** Compares two texts in natural order: negative, zero or positive. */
export function compareNatural(a: string, b: string): number {
  const ka = naturalKey(a);
  const kb = naturalKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
