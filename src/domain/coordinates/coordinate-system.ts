/**
 * A rectangle as four numbers. For WGS84 areas of use: [west, south, east, north] in degrees; for
 * projected bounds: [minX, minY, maxX, maxY] in the system's own units (metres, or degrees for
 * EPSG:4326). Spec 01 section 3 ("WGS84 bounds, projected bounds").
 */
export type Bounds = readonly [number, number, number, number];

/** The code of a coordinate system as stored in PrCoordinateSystem (GcCode of code list category 37). */
export type GcCode = `EPSG:${number}` | 'LOCAL';

/**
 * Where a row's projected bounds come from: copied from a named public source, derived with
 * `deriveProjectedBounds` from the row's own proj4 definition and WGS84 area of use, or defined by
 * the nature of the system (the whole globe for WGS84, a generous square for the local system).
 */
export type BoundsOrigin =
  | { kind: 'derived'; widened?: string }
  | { kind: 'defined'; reason: string };

/** One coordinate system of code list category 37 (spec 01 section 3). */
export interface CoordinateSystem {
  /** GcCode, e.g. 'EPSG:28992'; 'LOCAL' for the self-defined system. */
  code: GcCode;
  /** Registry name (EPSG names are proper names and stay untranslated). */
  name: string;
  /** Translation key for systems whose name is our own words rather than a registry name. */
  labelKey?: string;
  /** EPSG code, or null for the self-defined system. */
  epsg: number | null;
  /** proj4 definition (pinned: see DOMAIN-NOTES.md), or null when no transformation exists. */
  proj4: string | null;
  /** Area of use in WGS84 degrees [west, south, east, north]; null for the self-defined system. */
  wgs84Bounds: Bounds | null;
  /** Accepted coordinates [minX, minY, maxX, maxY]; values outside are refused (spec 01 section 5). */
  projectedBounds: Bounds;
  boundsOrigin: BoundsOrigin;
  /** Decimals allowed in X and Y: 8 for EPSG:4326, otherwise 2 (spec 01 section 5). */
  fractionDigits: number;
}
