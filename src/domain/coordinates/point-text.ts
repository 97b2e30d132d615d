import { readCoordinate } from './coordinate-number';
import { fractionDigitsFor } from './coordinate-systems';
import type { CoordinatePoint } from './transform';
import { roundToFractionDigits } from './transform';

/** Result of reading stored point text: a point, no geometry (null), or text that is not a point. */
export type PointTextResult = { ok: true; value: CoordinatePoint | null } | { ok: false; reason: 'malformed' };

const numberPattern = '([-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?)';
/** 'POINT (x y)' or 'POINT (x y z)', any case, any spacing; 'POINT Z (x y z)' as WKT writes it too. */
const pointPattern = new RegExp(`^\\s*POINT\\s*(?:Z\\s*)?\\(\\s*${numberPattern}\\s+${numberPattern}(?:\\s+${numberPattern})?\\s*\\)\\s*$`, 'i');
const emptyPattern = /^\s*(?:POINT\s+EMPTY)?\s*$/i;

/**
 * Reads the stored location text (MpPointGeometry, spec 01 section 3: x, y and an optional z).
 * Empty text and 'POINT EMPTY' mean no geometry.
 */
export function parsePointText(text: string | null | undefined): PointTextResult {
  if (text === null || text === undefined || emptyPattern.test(text)) return { ok: true, value: null };
  const match = pointPattern.exec(text);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, x, y, z] = match;
  const point: CoordinatePoint = { x: Number(x), y: Number(y) };
  if (z !== undefined) point.z = Number(z);
  return { ok: true, value: point };
}

/**
 * Writes point text with X and Y at the system's fraction digits (8 for EPSG:4326, otherwise 2;
 * spec 01 section 5), e.g. 'POINT (155000.00 463000.00 1.25)'. Validation refuses extra decimals
 * first, so the rounding here only pads. Z is written as given: it is a height in metres, not a
 * coordinate of the system, and rounding it would lose data silently.
 */
export function formatPointText(point: CoordinatePoint, systemCode: string): string {
  const digits = fractionDigitsFor(systemCode);
  const x = roundToFractionDigits(point.x, systemCode).toFixed(digits);
  const y = roundToFractionDigits(point.y, systemCode).toFixed(digits);
  return point.z === undefined || !Number.isFinite(point.z) ? `POINT (${x} ${y})` : `POINT (${x} ${y} ${String(point.z)})`;
}

/** Point text to store, null for no geometry, or why none can be built. */
export type GeometryResult = { ok: true; value: string | null } | { ok: false; reason: 'incomplete' | 'malformed' };

/**
 * The point text to store for the X, Y and Z cells of a measurement point. Geometry is cleared
 * (null) when both X and Y are empty (spec 01 section 4). With only one of them, or a value that
 * cannot be read, there is no text to build; `coordinateIssues` names the problem for the user.
 */
export function geometryFromCoordinates(x: unknown, y: unknown, z: unknown, systemCode: string): GeometryResult {
  const readX = readCoordinate(x);
  const readY = readCoordinate(y);
  const readZ = readCoordinate(z);
  if (readX.kind === 'empty' && readY.kind === 'empty') return { ok: true, value: null };
  if (readX.kind === 'empty' || readY.kind === 'empty') return { ok: false, reason: 'incomplete' };
  if (readX.kind !== 'number' || readY.kind !== 'number') return { ok: false, reason: 'malformed' };
  if (readZ.kind !== 'number' && readZ.kind !== 'empty') return { ok: false, reason: 'malformed' };
  const point: CoordinatePoint = { x: readX.value, y: readY.value };
  if (readZ.kind === 'number') point.z = readZ.value;
  return { ok: true, value: formatPointText(point, systemCode) };
}
