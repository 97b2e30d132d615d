import { coordinateIssues } from '../coordinates/coordinate-issues';
import { roundToFractionDigits } from '../coordinates/transform';
import type { ValidationIssue } from '../validation/issue';

/** Where a dragged or placed marker lands: X/Y ready to save, or why they cannot be saved. */
export type MarkerPlacement =
  | { ok: true; x: number; y: number }
  | { ok: false; issues: ValidationIssue[] };

/**
 * The X/Y a marker dropped at a map coordinate stores (spec 02 section 2, 'place a measurement
 * point marker', 'drag a marker'): rounded half away from zero to the system's fraction digits (8
 * for EPSG:4326, otherwise 2; spec 01 section 5), then held to the same rules as a typed value —
 * inside the system's projected bounds — so a marker dropped outside them is refused, not saved.
 */
export function placeMarker(coordinate: readonly [number, number], systemCode: string): MarkerPlacement {
  const x = roundToFractionDigits(coordinate[0], systemCode);
  const y = roundToFractionDigits(coordinate[1], systemCode);
  const issues = coordinateIssues(x, y, systemCode);
  return issues.length === 0 ? { ok: true, x, y } : { ok: false, issues };
}
