import { roundToFractionDigits, transformPoint } from '../../coordinates/transform';
import { createFormatLog } from '../export-log';
import type { ImportOutcome } from '../format-result';
import { crsOf, type NamedCrs } from '../geojson/points-geojson';
import type { LineFeature, LineGeometry, ShapePoint, WatercourseZip } from './watercourse-content';

/** The watercourses as a map layer: a GeoJSON collection in the project's system, named in its (2008) 'crs' member as the own-layers code reads it. */
export interface WatercourseLayer {
  type: 'FeatureCollection';
  name: string;
  crs?: NamedCrs;
  features: LineFeature[];
}

/** A zip's shapes in the project's system: its map layer (none without lines or areas) and its points. */
export interface PlacedWatercourses {
  layer: WatercourseLayer | null;
  points: ShapePoint[];
}

/** The media name of a zip's map layer: the zip's name with .geojson for .zip ('Waterlopen.zip' → 'Waterlopen.geojson'). */
export function watercourseLayerName(zipName: string): string {
  const base = zipName.trim().replace(/^.*[\\/]/, '').replace(/\.(zip|klip)$/i, '');
  return `${base === '' ? 'watercourses' : base}.geojson`;
}

type Position = number[];

function mapGeometry(geometry: LineGeometry, move: (position: Position) => Position): LineGeometry {
  switch (geometry.type) {
    case 'LineString': return { type: geometry.type, coordinates: geometry.coordinates.map(move) };
    case 'MultiLineString':
    case 'Polygon': return { type: geometry.type, coordinates: geometry.coordinates.map((line) => line.map(move)) };
    case 'MultiPolygon': return { type: geometry.type, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(move))) };
  }
}

/**
 * Moves a watercourse zip's shapes from each shapefile's system into the project's (spec 02 section 9: reprojected
 * into the project's system, with the table's pinned proj4 definitions) and rounds them to its decimals (spec 01
 * section 5). A shape that cannot be placed there (a project in the self-defined system, or outside the projection)
 * fails the whole zip, naming the shapefile.
 */
export function placeWatercourses(content: WatercourseZip, projectSystem: string): ImportOutcome<PlacedWatercourses> {
  const log = createFormatLog();
  const features: LineFeature[] = [];
  const points: ShapePoint[] = [];
  for (const shapefile of content.shapefiles) {
    let placed = true;
    const move = ([x = 0, y = 0, ...rest]: Position): Position => {
      const moved = transformPoint({ x, y }, shapefile.system, projectSystem);
      if (!moved.ok) {
        placed = false;
        return [x, y, ...rest];
      }
      return [roundToFractionDigits(moved.value.x, projectSystem), roundToFractionDigits(moved.value.y, projectSystem), ...rest];
    };
    features.push(...shapefile.lines.map((feature) => ({ ...feature, geometry: mapGeometry(feature.geometry, move) })));
    points.push(...shapefile.points.map((point) => {
      const [x = 0, y = 0] = move([point.x, point.y]);
      return { name: point.name, x, y };
    }));
    if (!placed) log.error('formats.shapefile.import.notPlaced', { file: content.file, shapefile: shapefile.name, system: shapefile.system, target: projectSystem }, { kind: 'file', file: content.file });
  }
  if (log.entries.length > 0) return { ok: false, log: log.entries };
  const name = watercourseLayerName(content.file);
  const crs = crsOf(projectSystem);
  const layer: WatercourseLayer | null = features.length === 0 ? null : { type: 'FeatureCollection', name: name.replace(/\.geojson$/, ''), ...(crs ? { crs } : {}), features };
  return { ok: true, value: { layer, points }, log: log.entries };
}
