import { transformPoint } from '../../coordinates/transform';

/** A measurement point as the GeoJSON export reads it: its name, GUID and X/Y in the project's own system. */
export interface GeoJsonPointInput {
  guid: string;
  name: string;
  x: number | null | undefined;
  y: number | null | undefined;
}

/** One RFC 7946 point feature: longitude then latitude in WGS84. */
interface PointFeature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { name: string; guid: string; x: number; y: number; crs: string };
}

/** The named coordinate system of a collection in the project's own system (the 2008 GeoJSON 'crs' member QGIS and GDAL read). */
export interface NamedCrs {
  type: 'name';
  properties: { name: string };
}

/** An RFC 7946 feature collection of measurement points; the wizard's description and references as foreign members (RFC 7946 section 6.1). */
export interface PointFeatureCollection {
  type: 'FeatureCollection';
  /** Only in the project's own system: RFC 7946 section 4 leaves other systems to 'prior arrangement'. */
  crs?: NamedCrs;
  description?: string;
  references?: string;
  features: PointFeature[];
}

/** The export wizard's description and references (spec 02 section 2), written when given. */
export interface GeoJsonAbout {
  description?: string;
  references?: string;
}

/** Which coordinates the geometry carries: WGS84 longitude/latitude (RFC 7946), or the project's own system. */
export type GeoJsonCoordinates = 'wgs84' | 'project';

/** What the conversion gives: the collection, and the names of points left out (no coordinates, or none in WGS84). */
export interface PointsGeoJson {
  collection: PointFeatureCollection;
  skipped: string[];
}

/** RFC 7946 section 11.2: six decimal places (about 10 cm) are enough and keep the file small. */
const decimals = 1e6;
const rounded = (value: number) => Math.round(value * decimals) / decimals;

/** Coordinate fraction digits outside EPSG:4326: 2 (spec 02 section 9). */
const projectRounded = (value: number) => Math.round(value * 100) / 100;

/** The OGC URN of an EPSG code ('EPSG:28992' → 'urn:ogc:def:crs:EPSG::28992'), the form QGIS reads from a 'crs' member. */
export function crsOf(systemCode: string): NamedCrs | undefined {
  const match = /^EPSG:(\d+)$/i.exec(systemCode.trim());
  return match ? { type: 'name', properties: { name: `urn:ogc:def:crs:EPSG::${match[1]}` } } : undefined;
}

/**
 * Each point with coordinates as a feature at the position `place` gives it (undefined: left out and named in
 * `skipped`); its original X/Y and system stay in the properties so nothing is lost.
 */
function pointFeatures(points: readonly GeoJsonPointInput[], systemCode: string, place: (x: number, y: number) => [number, number] | undefined): { features: PointFeature[]; skipped: string[] } {
  const features: PointFeature[] = [];
  const skipped: string[] = [];
  for (const point of points) {
    const { x, y } = point;
    const position = typeof x === 'number' && typeof y === 'number' ? place(x, y) : undefined;
    if (position === undefined || typeof x !== 'number' || typeof y !== 'number') {
      skipped.push(point.name);
      continue;
    }
    features.push({
      type: 'Feature',
      id: point.guid,
      geometry: { type: 'Point', coordinates: position },
      properties: { name: point.name, guid: point.guid, x, y, crs: systemCode },
    });
  }
  return { features, skipped };
}

const given = (about: GeoJsonAbout) => Object.fromEntries(Object.entries(about).filter(([, text]) => typeof text === 'string' && text.trim() !== ''));

/**
 * Measurement points as GeoJSON (spec 02 section 9, export types; RFC 7946: WGS84 longitude/latitude, no
 * 'crs' member). Each point is transformed with proj4 from the project's own system; its original X/Y and
 * system stay in the properties so nothing is lost; a description and references given ride along as foreign members. Points without coordinates, or in a system with no
 * transformation (the self-defined one), are left out and named in `skipped`. With `coordinates: 'project'` the
 * geometry keeps the project's own X/Y (2 decimals) and the collection names its EPSG system in a 'crs' member.
 */
export function pointsToGeoJson(points: readonly GeoJsonPointInput[], systemCode: string, about: GeoJsonAbout = {}, coordinates: GeoJsonCoordinates = 'wgs84'): PointsGeoJson {
  if (coordinates === 'project') {
    // The project's own system as stored (2 decimals), named by its EPSG code; only points without coordinates are left out.
    const { features, skipped } = pointFeatures(points, systemCode, (x, y) => [projectRounded(x), projectRounded(y)]);
    const crs = crsOf(systemCode);
    return { collection: { type: 'FeatureCollection', ...(crs ? { crs } : {}), ...given(about), features }, skipped };
  }
  const { features, skipped } = pointFeatures(points, systemCode, (x, y) => {
    const wgs84 = transformPoint({ x, y }, systemCode, 'EPSG:4326');
    return wgs84.ok ? [rounded(wgs84.value.x), rounded(wgs84.value.y)] : undefined;
  });
  return { collection: { type: 'FeatureCollection', ...given(about), features }, skipped };
}
