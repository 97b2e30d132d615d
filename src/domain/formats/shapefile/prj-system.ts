import { coordinateSystems, findCoordinateSystem } from '../../coordinates/coordinate-systems';

/** The system a shapefile's .prj names, as a code of the coordinate system table, or the name it gives when that is none of ours. */
export type PrjSystem = { ok: true; code: string } | { ok: false; name: string };

/** A name compared without case, spaces, underscores or punctuation: 'Amersfoort / RD New' and 'Amersfoort_RD_New' meet. */
const squeezed = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The names ESRI software writes in a .prj without an EPSG authority, for the systems of our table
 * (its own names are matched too). ArcGIS and older QGIS write these; GDAL adds the AUTHORITY.
 */
const esriNames: Readonly<Record<string, string>> = {
  rdnew: 'EPSG:28992',
  amersfoortrdnew: 'EPSG:28992',
  gcswgs1984: 'EPSG:4326',
  wgs1984: 'EPSG:4326',
  belge1972belgianlambert72: 'EPSG:31370',
  belgianlambert72: 'EPSG:31370',
  belge1972belgiumlambert: 'EPSG:31370',
  etrs1989belgianlambert2008: 'EPSG:3812',
  etrs1989utmzone31n: 'EPSG:25831',
  etrs1989utmzone32n: 'EPSG:25832',
  etrs1989utmzone33n: 'EPSG:25833',
  rgf1993lambert93: 'EPSG:2154',
};

const namesOfTable = new Map(coordinateSystems.filter((system) => system.proj4).map((system) => [squeezed(system.name), system.code]));

/** The EPSG code of the outermost node: WKT1 ends with its AUTHORITY["EPSG","28992"], WKT2 with ID["EPSG",28992]. */
function outerAuthority(wkt: string): string | undefined {
  const match = /(?:AUTHORITY|ID)\s*\[\s*"EPSG"\s*,\s*"?(\d+)"?\s*\]\s*\]\s*$/i.exec(wkt);
  return match ? `EPSG:${match[1]}` : undefined;
}

/**
 * The coordinate system of a shapefile's .prj (OGC or ESRI WKT): the outermost EPSG authority when
 * there is one, else the outermost PROJCS/GEOGCS name, as a system of the table with a proj4
 * definition (so the shapes can be moved into the project's system with the pinned definitions,
 * never the .prj's own parameters: an ESRI RD New .prj carries no datum shift and would place the
 * shapes about 100 m off).
 */
export function systemOfPrj(wkt: string): PrjSystem {
  const text = wkt.replace(/^\uFEFF/, '').trim();
  const name = /^(?:PROJCS|GEOGCS|PROJCRS|GEOGCRS|GEODCRS|PROJECTEDCRS|GEODETICCRS)\s*\[\s*"([^"]*)"/i.exec(text)?.[1];
  const code = outerAuthority(text) ?? (name === undefined ? undefined : esriNames[squeezed(name)] ?? namesOfTable.get(squeezed(name)));
  const system = findCoordinateSystem(code);
  if (system?.proj4) return { ok: true, code: system.code };
  return { ok: false, name: name ?? (text.slice(0, 60) || '-') };
}
