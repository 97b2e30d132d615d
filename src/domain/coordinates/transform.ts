import proj4 from 'proj4';
import type { Converter } from 'proj4';
import { coordinateSystems, findCoordinateSystem, fractionDigitsFor } from './coordinate-systems';

/** A location: X (easting or longitude), Y (northing or latitude) and an optional height Z in metres. */
export interface CoordinatePoint {
  x: number;
  y: number;
  z?: number;
}

/** Why a point could not be transformed; each reason has a message under `coordinates.transform.`. */
export type TransformFailureReason = 'unknownSystem' | 'noTransformation' | 'outsideProjection';

/** Result of `transformPoint`: the point in the target system, or why there is none. */
export type TransformResult =
  | { ok: true; value: CoordinatePoint }
  | { ok: false; reason: TransformFailureReason; system: string; messageKey: `coordinates.transform.${TransformFailureReason}` };

let registered = false;
/** Converters by source then target definition: nested, so a lookup builds no key from two long definition strings. */
const converters = new Map<string, Map<string, Converter>>();

/**
 * Registers every definition of the table with proj4 under its GcCode, once, so map code (e.g.
 * OpenLayers' proj4 bridge) can use the same codes. Safe to call more than once.
 */
export function registerCoordinateSystems(): void {
  if (registered) return;
  for (const system of coordinateSystems) {
    if (system.proj4) proj4.defs(system.code, system.proj4);
  }
  registered = true;
}

/**
 * Converters are built from our pinned definition strings, not from the names in proj4's global
 * registry, so a different definition registered later under the same code cannot change results.
 */
function converterBetween(fromDefinition: string, toDefinition: string): Converter {
  let fromSource = converters.get(fromDefinition);
  if (!fromSource) {
    fromSource = new Map();
    converters.set(fromDefinition, fromSource);
  }
  let converter = fromSource.get(toDefinition);
  if (!converter) {
    converter = proj4(fromDefinition, toDefinition);
    fromSource.set(toDefinition, converter);
  }
  return converter;
}

function failure(reason: TransformFailureReason, system: string): TransformResult {
  return { ok: false, reason, system, messageKey: `coordinates.transform.${reason}` };
}

/**
 * Transforms a point between two systems of code list category 37 (spec 01 section 3). Only X and
 * Y change: Z is a height in the project's vertical datum (NAP, TAW), not an ellipsoidal height,
 * so it is carried over untouched. The self-defined system has no transformation to anything else.
 */
export function transformPoint(point: CoordinatePoint, fromCode: string, toCode: string): TransformResult {
  registerCoordinateSystems();
  const from = findCoordinateSystem(fromCode);
  const to = findCoordinateSystem(toCode);
  if (!from) return failure('unknownSystem', fromCode);
  if (!to) return failure('unknownSystem', toCode);
  if (from.code === to.code) return { ok: true, value: { ...point } };
  if (!from.proj4) return failure('noTransformation', from.code);
  if (!to.proj4) return failure('noTransformation', to.code);
  const [x, y] = converterBetween(from.proj4, to.proj4).forward([point.x, point.y]);
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
    return failure('outsideProjection', to.code);
  }
  return { ok: true, value: point.z === undefined ? { x, y } : { x, y, z: point.z } };
}

/**
 * Rounds half away from zero to the system's fraction digits (8 for EPSG:4326, otherwise 2; spec 01
 * section 5). Works on the decimal text, so 155000.005 becomes 155000.01 and not 155000.00 as
 * binary `toFixed` would give.
 */
export function roundToFractionDigits(value: number, systemCode: string): number {
  const digits = fractionDigitsFor(systemCode);
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const rounded = text.includes('e')
    ? Number(magnitude.toFixed(digits))
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
