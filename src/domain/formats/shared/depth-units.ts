/**
 * Depths are centimetres below surface in the domain (spec 01 section 9, 'Depth unit cm'); GEF and BRO
 * write metres. Conversions round to a hundredth of a centimetre so 0.84 m reads as 84 cm, not
 * 84.00000000000001.
 */
export function metresToCentimetres(metres: number): number {
  return Math.round(metres * 10000) / 100;
}

/** Centimetres to metres, rounded to a tenth of a millimetre (four decimals). */
export function centimetresToMetres(centimetres: number): number {
  return Math.round(centimetres * 100) / 10000;
}

/**
 * A number as exchange files write it: at least `minDecimals` decimals, more only when needed (up to
 * `maxDecimals`), a dot as decimal separator and no exponent, so writing and reading back is exact.
 */
export function formatDecimal(value: number, minDecimals = 2, maxDecimals = 6): string {
  for (let decimals = minDecimals; decimals < maxDecimals; decimals += 1) {
    const text = value.toFixed(decimals);
    if (Number(text) === value) return text;
  }
  return value.toFixed(maxDecimals);
}

/** Parses a number the way GEF and XML files write them ('4.0000e-001', '12.50', ' 3 '); null when it is none. */
export function parseDecimal(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}
