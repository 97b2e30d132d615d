import type { CoordinatePoint } from '../../../domain/coordinates/transform';
import type { FilterTube } from '../../../domain/entities/filter-tube';
import type { MeasurementPoint } from '../../../domain/entities/measurement-point';
import { nameKey } from '../../../domain/names/suggest-unique-name';

/** What the import needs of the project: its points (GetMeasurementPoints) and its gauging tubes (GetGaugingTubes, whole project). */
export interface XyzProjectData {
  points: readonly MeasurementPoint[];
  /** Every tube of the project; only MpID is read, to know which points already have one. */
  gaugingTubes: readonly Pick<FilterTube, 'MpID'>[];
}

/** A stored point a pasted row updates. */
export interface XyzMatchedPoint {
  readonly MpGuid: string;
  /** The name as stored (the pasted one may differ in case and spaces). */
  readonly MpName: string;
  /** Where the point is now, in the project's system; null when it has no X or Y. */
  readonly current: CoordinatePoint | null;
  /** Whether the point already has a gauging tube. */
  readonly hasGaugingTube: boolean;
}

/** Finds the stored point a pasted name means. */
export type XyzPointIndex = (name: string) => XyzMatchedPoint | undefined;

function currentLocation(point: MeasurementPoint): CoordinatePoint | null {
  const { MpXCoord: x, MpYCoord: y, MpZCoord: z } = point;
  if (typeof x !== 'number' || typeof y !== 'number') return null;
  return typeof z === 'number' ? { x, y, z } : { x, y };
}

/**
 * An index of the project's points by name, trimmed and case-insensitive (spec 01 section 5, unique
 * names): a pasted row whose name is found updates that point. Points without a GUID or a name cannot
 * be matched; should two stored names collide, the first one (in the order given) is used.
 */
export function indexProjectPoints(project: XyzProjectData): XyzPointIndex {
  const withTube = new Set<number>();
  for (const tube of project.gaugingTubes) if (typeof tube.MpID === 'number') withTube.add(tube.MpID);
  const byName = new Map<string, XyzMatchedPoint>();
  for (const point of project.points) {
    const name = point.MpName?.trim() ?? '';
    if (name === '' || typeof point.MpGuid !== 'string' || point.MpGuid === '') continue;
    const key = nameKey(name);
    if (byName.has(key)) continue;
    byName.set(key, {
      MpGuid: point.MpGuid, MpName: name, current: currentLocation(point),
      hasGaugingTube: typeof point.MpID === 'number' && withTube.has(point.MpID),
    });
  }
  return (name) => byName.get(nameKey(name));
}
