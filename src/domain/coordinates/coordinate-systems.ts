import type { Bounds, CoordinateSystem } from './coordinate-system';
import { frenchCoordinateSystems } from './coordinate-systems-france';

// DOMAIN-NOTES.md copied epsg.io's bounds, which project only the SW and NE corners of the area of use and so
// refuse real points on the bulging edges (Eijsden y ≈ 306763 in RD, Torgny y ≈ 21170 in BL72): we use the full envelope.
const notesCopy = 'full envelope; epsg.io corner-only bounds in DOMAIN-NOTES.md were too narrow';
const belgiumOnshore = [2.5, 49.5, 6.4, 51.51] as const;

/**
 * The self-defined system has no transformation: its coordinates are kept as given. A site grid
 * can have any origin, so it accepts anything within ten thousand kilometres of zero either way;
 * the bound only catches typing slips such as a missing decimal point in a long number.
 */
const localBounds: Bounds = [-10_000_000, -10_000_000, 10_000_000, 10_000_000];

/**
 * Code list category 37: every coordinate system a project can use (spec 01 section 3). Each row's
 * WGS84 area of use is cited beside it; `boundsOrigin` says whether its projected bounds were copied
 * (and from where) or derived with `deriveProjectedBounds` (checked by the unit tests). 'EPSG v11.022'
 * marks areas of use read from the EPSG registry v11.022 as shipped with PROJ 9.5.1.
 */
export const coordinateSystems: readonly CoordinateSystem[] = [
  // Longitude and latitude in degrees: the whole globe, with 8 decimals (spec 01 section 5).
  { code: 'EPSG:4326', epsg: 4326, name: 'WGS 84', fractionDigits: 8,
    proj4: '+proj=longlat +datum=WGS84 +no_defs ',
    wgs84Bounds: [-180, -90, 180, 90], projectedBounds: [-180, -90, 180, 90],
    boundsOrigin: { kind: 'defined', reason: 'longitude -180..180 and latitude -90..90' } },
  // Area of use: Netherlands onshore, Waddenzee, Wadden Islands and 12-mile zone; epsg.io/28992-4833.
  { code: 'EPSG:28992', epsg: 28992, name: 'Amersfoort / RD New', fractionDigits: 2,
    proj4: '+proj=sterea +lat_0=52.15616055555555 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 +ellps=bessel +towgs84=565.4171,50.3319,465.5524,-0.398957,0.343988,-1.87740,4.0725 +units=m +no_defs ',
    wgs84Bounds: [3.2, 50.75, 7.22, 53.7], projectedBounds: [646.36, 306671.11, 284347.26, 637111.03],
    boundsOrigin: { kind: 'derived', widened: notesCopy } },
  // Area of use: Belgium onshore; epsgtransform.com/crs/epsg-31370 and the BD72 BBOX on epsg.io/4313-to-11215.
  { code: 'EPSG:31370', epsg: 31370, name: 'BD72 / Belgian Lambert 72', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=51.16666723333333 +lat_2=49.8333339 +lat_0=90 +lon_0=4.367486666666666 +x_0=150000.013 +y_0=5400088.438 +ellps=intl +towgs84=-106.8686,52.2978,-103.7239,0.3366,-0.457,1.8422,-1.2747 +units=m +no_defs ',
    wgs84Bounds: belgiumOnshore, projectedBounds: [14637.24, 20905.94, 297133.14, 246424.28],
    boundsOrigin: { kind: 'derived', widened: notesCopy } },
  // Area of use: Belgium onshore (epsg.io/3812 names it so; its WGS84 box 2.23..51.88 adds the offshore
  // zone); the onshore box is the one of EPSG:31370 above.
  { code: 'EPSG:3812', epsg: 3812, name: 'ETRS89 / Belgian Lambert 2008', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=49.83333333333334 +lat_2=51.16666666666666 +lat_0=50.797815 +lon_0=4.359215833333333 +x_0=649328 +y_0=665262 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: belgiumOnshore, projectedBounds: [514655.59, 520907.59, 797149.16, 746440.86],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Luxembourg (EPSG area 'Luxembourg'); the box reproduces the copied epsg.io bounds exactly.
  { code: 'EPSG:2169', epsg: 2169, name: 'Luxembourg 1930 / Gauss', fractionDigits: 2,
    proj4: '+proj=tmerc +lat_0=49.83333333333334 +lon_0=6.166666666666667 +k=1 +x_0=80000 +y_0=100000 +ellps=intl +towgs84=-189.6806,18.3463,-42.7695,-0.33746,-3.09264,2.53861,0.4598 +units=m +no_defs ',
    wgs84Bounds: [5.73, 49.44, 6.53, 50.19], projectedBounds: [48225.16, 56133.69, 106245.57, 139644.92],
    boundsOrigin: { kind: 'derived', widened: notesCopy } },
  // Area of use: Italy onshore and offshore west of 12°E; EPSG v11.022 (epsg.io/3004 shows only the box of
  // its default transformation).
  { code: 'EPSG:3003', epsg: 3003, name: 'Monte Mario / Italy zone 1', fractionDigits: 2,
    proj4: '+proj=tmerc +lat_0=0 +lon_0=9 +k=0.9996 +x_0=1500000 +y_0=0 +ellps=intl +towgs84=-104.1,-49.1,-9.9,0.971,-2.917,0.714,-11.68 +units=m +no_defs ',
    wgs84Bounds: [5.93, 36.53, 12.0, 47.04], projectedBounds: [1225151.08, 4042737.14, 1768627.07, 5214208.28],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Italy onshore and offshore east of 12°E; EPSG v11.022.
  { code: 'EPSG:3004', epsg: 3004, name: 'Monte Mario / Italy zone 2', fractionDigits: 2,
    proj4: '+proj=tmerc +lat_0=0 +lon_0=15 +k=0.9996 +x_0=2520000 +y_0=0 +ellps=intl +towgs84=-104.1,-49.1,-9.9,0.971,-2.917,0.714,-11.68 +units=m +no_defs ',
    wgs84Bounds: [12.0, 34.76, 18.99, 47.1], projectedBounds: [2245404.11, 3846423.02, 2885270.61, 5224024.82],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Italy west of 12°E; EPSG v11.022. EPSG orders its axes N-E; X stays the easting here.
  { code: 'EPSG:6707', epsg: 6707, name: 'RDN2008 / UTM zone 32N (N-E)', fractionDigits: 2,
    proj4: '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: [5.93, 36.53, 12.0, 47.04], projectedBounds: [225132.78, 4042736.11, 768598.19, 5214183.82],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Italy between 12°E and 18°E; EPSG v11.022. X stays the easting, as for 6707.
  { code: 'EPSG:6708', epsg: 6708, name: 'RDN2008 / UTM zone 33N (N-E)', fractionDigits: 2,
    proj4: '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: [12.0, 34.79, 18.0, 47.1], projectedBounds: [225503.37, 3849755.26, 774496.63, 5220644.51],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Europe between 0°E and 6°E; EPSG v11.022 (same box as ESRI:103531 on proj-forge.com).
  { code: 'EPSG:25831', epsg: 25831, name: 'ETRS89 / UTM zone 31N', fractionDigits: 2,
    proj4: '+proj=utm +zone=31 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: [0.0, 37.0, 6.01, 82.45], projectedBounds: [233037.87, 4094872.38, 767852.23, 9156211.36],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Europe between 6°E and 12°E; EPSG v11.022.
  { code: 'EPSG:25832', epsg: 25832, name: 'ETRS89 / UTM zone 32N', fractionDigits: 2,
    proj4: '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: [6.0, 36.53, 12.01, 84.01], projectedBounds: [231401.81, 4042735.81, 769493.75, 9330126.14],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: Europe between 12°E and 18°E; EPSG v11.022. Not in DOMAIN-NOTES: its proj4 string
  // follows the proj4-list pattern of 25831/25832 (zone 33, as 6708).
  { code: 'EPSG:25833', epsg: 25833, name: 'ETRS89 / UTM zone 33N', fractionDigits: 2,
    proj4: '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: [12.0, 34.79, 18.01, 84.01], projectedBounds: [225503.37, 3849755.27, 775411.92, 9330126.14],
    boundsOrigin: { kind: 'derived' } },
  ...frenchCoordinateSystems,
  // A project's own site grid: no EPSG code and no transformation (see localBounds above).
  { code: 'LOCAL', epsg: null, name: 'Self-defined local system', labelKey: 'coordinates.system.local',
    fractionDigits: 2, proj4: null, wgs84Bounds: null, projectedBounds: localBounds,
    boundsOrigin: { kind: 'defined', reason: 'no transformation; generous bounds around zero' } },
];

const byCode = new Map<string, CoordinateSystem>(coordinateSystems.map((system) => [system.code, system]));

/**
 * A stored system code in its table spelling: trimmed, upper case, and a bare EPSG number such as
 * '28992' read as 'EPSG:28992' (older exports store only the number).
 */
function normaliseSystemCode(code: string): string {
  const trimmed = code.trim().toUpperCase();
  return /^\d+$/.test(trimmed) ? `EPSG:${trimmed}` : trimmed.replace(/^EPSG\s*:\s*/, 'EPSG:');
}

/** The system for a GcCode (spec 01 section 3), or undefined for a code not in category 37. */
export function findCoordinateSystem(code: string | null | undefined): CoordinateSystem | undefined {
  if (!code) return undefined;
  // A code already in its table spelling needs no normalising: the usual case, met once per pasted row and more.
  return byCode.get(code) ?? byCode.get(normaliseSystemCode(code));
}

/** Whether a code names a system of code list category 37 (spec 01 section 5: it must be valid). */
export function isKnownCoordinateSystem(code: string | null | undefined): boolean {
  return findCoordinateSystem(code) !== undefined;
}

/** Decimals allowed in X and Y: 8 for EPSG:4326, otherwise 2 (spec 01 section 5). */
export function fractionDigitsFor(code: string | null | undefined): number {
  return findCoordinateSystem(code)?.fractionDigits ?? 2;
}
