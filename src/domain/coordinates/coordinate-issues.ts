import type { ValidationIssue } from '../validation/issue';
import { error } from '../validation/issue';
import type { CoordinateSystem } from './coordinate-system';
import type { CoordinateReading } from './coordinate-number';
import { readCoordinate } from './coordinate-number';
import { findCoordinateSystem } from './coordinate-systems';

/** Wire names of the fields that hold X and Y (measurement points by default). */
export interface CoordinateFields {
  x: string;
  y: string;
}

/** Problems a single X or Y value can have on its own: missing, decimal comma, or not a number. */
function readingIssue(reading: CoordinateReading, field: string): ValidationIssue | undefined {
  switch (reading.kind) {
    case 'empty':
      return error(field, 'validation.coordinates.required');
    case 'commaDecimal':
      return error(field, 'validation.coordinates.commaDecimal', { value: reading.text });
    case 'notANumber':
      return error(field, 'validation.coordinates.notANumber');
    case 'number':
      return undefined;
  }
}

/** Decimals beyond the system's limit are refused, never rounded away (spec 01 section 5). */
function valueIssue(reading: CoordinateReading, min: number, max: number, system: CoordinateSystem, field: string): ValidationIssue | undefined {
  if (reading.kind !== 'number') return undefined;
  if (reading.fractionDigits > system.fractionDigits) {
    return error(field, 'validation.coordinates.tooManyDecimals', { max: system.fractionDigits });
  }
  if (reading.value < min || reading.value > max) {
    const [minX, minY, maxX, maxY] = system.projectedBounds;
    return error(field, 'validation.coordinates.outOfBounds', { system: system.code, minX, minY, maxX, maxY });
  }
  return undefined;
}

/**
 * Rules for a coordinate pair (spec 01 section 5): X and Y are both required to save; numbers use a
 * dot decimal ('155000,5' is refused with its own code); each lies within the system's projected
 * bounds, inclusive; and neither has more decimals than the system allows (8 for EPSG:4326,
 * otherwise 2). With an unknown system only the first two rules can run, and the pair is refused.
 */
export function coordinateIssues(
  x: unknown,
  y: unknown,
  systemCode: string,
  fields: CoordinateFields = { x: 'MpXCoord', y: 'MpYCoord' },
): ValidationIssue[] {
  const readX = readCoordinate(x);
  const readY = readCoordinate(y);
  const issues: ValidationIssue[] = [];
  for (const [reading, field] of [[readX, fields.x], [readY, fields.y]] as const) {
    const issue = readingIssue(reading, field);
    if (issue) issues.push(issue);
  }
  const system = findCoordinateSystem(systemCode);
  if (!system) {
    issues.push(error(fields.x, 'validation.coordinates.unknownSystem', { system: systemCode }));
    return issues;
  }
  const [minX, minY, maxX, maxY] = system.projectedBounds;
  const xIssue = valueIssue(readX, minX, maxX, system, fields.x);
  const yIssue = valueIssue(readY, minY, maxY, system, fields.y);
  return [...issues, ...(xIssue ? [xIssue] : []), ...(yIssue ? [yIssue] : [])];
}

/**
 * Z is required to import a measurement point as a gauging tube (spec 01 section 5). A Z that is
 * given must be a number with a dot decimal, whether or not the import needs it.
 */
export function zRequiredForGaugingTube(importAsGaugingTube: boolean, z: unknown, field = 'MpZCoord'): ValidationIssue[] {
  const reading = readCoordinate(z);
  if (reading.kind === 'empty') {
    return importAsGaugingTube ? [error(field, 'validation.coordinates.zRequiredForGaugingTube')] : [];
  }
  const issue = readingIssue(reading, field);
  return issue ? [issue] : [];
}

/** The coordinate system must be one of code list category 37 (spec 01 section 5). */
export function validCoordinateSystem(code: unknown, field = 'PrCoordinateSystem'): ValidationIssue[] {
  if (code === null || code === undefined || (typeof code === 'string' && code.trim() === '')) {
    return [error(field, 'validation.coordinates.systemRequired')];
  }
  if (typeof code !== 'string' || !findCoordinateSystem(code)) {
    return [error(field, 'validation.coordinates.unknownSystem', { system: String(code) })];
  }
  return [];
}
