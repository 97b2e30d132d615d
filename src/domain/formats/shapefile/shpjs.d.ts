/** The parts of shpjs (the maintained shapefile reader) the shapefile import uses; the package ships no types. */
declare module 'shpjs' {
  /** A shape as GeoJSON geometry, or null for a null shape; without a .prj the coordinates stay as the file holds them. */
  export function parseShp(shp: ArrayBuffer | ArrayBufferView, prj?: string): ({ type: string; coordinates: unknown } | null)[];
  /** The .dbf's records by field name (N/F numbers, D dates, L booleans, text otherwise), decoded in the .cpg's code page. */
  export function parseDbf(dbf: ArrayBuffer | ArrayBufferView, cpg?: string): Record<string, string | number | boolean | Date>[];
}
