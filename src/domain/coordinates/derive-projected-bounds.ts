import proj4 from 'proj4';
import type { Bounds } from './coordinate-system';

/**
 * Points per edge of the area of use. Map projections bend the edges of a lon/lat rectangle, so the
 * extremes can lie between the corners (the south edge of a Lambert conic dips lowest on its
 * central meridian). At 100 segments the step is at most 0.2° for the areas in our table and the
 * envelope is a few metres short at worst, well below the 0.01° rounding of the areas themselves.
 */
const segmentsPerEdge = 100;

/** The corners and evenly spaced edge points of a lon/lat rectangle, as [lon, lat] pairs. */
function edgePoints([west, south, east, north]: Bounds): [number, number][] {
  const points: [number, number][] = [];
  for (let step = 0; step <= segmentsPerEdge; step += 1) {
    const t = step / segmentsPerEdge;
    const lon = west + (east - west) * t;
    const lat = south + (north - south) * t;
    points.push([lon, south], [lon, north], [west, lat], [east, lat]);
  }
  return points;
}

/**
 * Projected bounds [minX, minY, maxX, maxY] of a system: its WGS84 area of use projected with its
 * proj4 definition (corners and edge points, the way epsg.io computes them), rounded outwards to
 * the centimetre so the rectangle always contains the projected area. Spec 01 section 3.
 */
export function deriveProjectedBounds(definition: string, wgs84Bounds: Bounds): Bounds {
  const toSystem = proj4('WGS84', definition);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of edgePoints(wgs84Bounds)) {
    const [x, y] = toSystem.forward(point);
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new Error(`The area of use does not project into ${definition}`);
    }
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [Math.floor(minX * 100) / 100, Math.floor(minY * 100) / 100, Math.ceil(maxX * 100) / 100, Math.ceil(maxY * 100) / 100];
}
