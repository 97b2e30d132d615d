import { readCoordinate } from '../coordinates/coordinate-number';
import { findCoordinateSystem } from '../coordinates/coordinate-systems';
import { roundToFractionDigits, transformPoint } from '../coordinates/transform';
import type { CopyRow } from './copy-tables';

/**
 * A copied point's X and Y in the target project's coordinate system. Coordinates are stored in the
 * project's system (spec 01 section 3), so a point copied between projects in different systems is
 * transformed and rounded to the target's decimals (8 for EPSG:4326, otherwise 2; spec 01 section 5)
 * — otherwise RD numbers would land in, say, a Belgian Lambert project as a point in the sea. Z is a
 * height and stays. The geometry is emptied: the server makes it anew from X, Y and Z. When either
 * system is unknown or has no transformation (the self-defined one), the numbers are carried over as
 * they are and the target's validation has the last word.
 */
export function pointInTargetSystem(point: CopyRow, fromSystem: string | null | undefined, toSystem: string | null | undefined): CopyRow {
  const from = findCoordinateSystem(fromSystem);
  const to = findCoordinateSystem(toSystem);
  if (!from || !to || from.code === to.code) return point;
  const x = readCoordinate(point.MpXCoord);
  const y = readCoordinate(point.MpYCoord);
  if (x.kind !== 'number' || y.kind !== 'number') return point;
  const moved = transformPoint({ x: x.value, y: y.value }, from.code, to.code);
  if (!moved.ok) return point;
  return {
    ...point,
    MpXCoord: roundToFractionDigits(moved.value.x, to.code),
    MpYCoord: roundToFractionDigits(moved.value.y, to.code),
    MpPointGeometry: null,
  };
}
