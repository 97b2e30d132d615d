import type { CoordinateSystem } from './coordinate-system';

// DOMAIN-NOTES.md copied epsg.io's bounds, which project only the SW and NE corners of the area of use and so
// refuse real points on the bulging edges (Eijsden y ≈ 306763 in RD, Torgny y ≈ 21170 in BL72): we use the full envelope.
const notesCopy = 'full envelope; epsg.io corner-only bounds in DOMAIN-NOTES.md were too narrow';

/**
 * The CC zones share epsg.io's WGS84 box for RGF93 v1 (France onshore and offshore, mainland and
 * Corsica): epsg.io/3943 and epsg.io/3949-8573 both show -9.86 41.15 10.38 51.56, and the copied
 * EPSG:3947 bounds are that box projected. A zone's own band would refuse points just across it.
 */
const franceWhole = [-9.86, 41.15, 10.38, 51.56] as const;

/**
 * French systems of code list category 37 (spec 01 section 3): Lambert-93, the nine conic conformal
 * zones CC42–CC50 and the four NTF (Paris) Lambert zones. proj4 strings exactly as pinned in
 * DOMAIN-NOTES.md (proj4-list, derived from epsg.io).
 */
export const frenchCoordinateSystems: CoordinateSystem[] = [
  // Area of use: France onshore and offshore, mainland and Corsica; BBOX of RGF93 v1 on epsg.io/7084-15958.wkt2.
  { code: 'EPSG:2154', epsg: 2154, name: 'RGF93 v1 / Lambert-93', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=49 +lat_2=44 +lat_0=46.5 +lon_0=3 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [-378305.81, 6005285.66, 1320649.58, 7235612.73],
    boundsOrigin: { kind: 'derived', widened: notesCopy } },
  // CC42–CC50 area of use: see franceWhole above (epsg.io/3943, epsg.io/3949-8573).
  { code: 'EPSG:3942', epsg: 3942, name: 'RGF93 v1 / CC42', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=41.25 +lat_2=42.75 +lat_0=42 +lon_0=3 +x_0=1700000 +y_0=1200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [624506.09, 1105603.61, 2318756.08, 2335649.9], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3943', epsg: 3943, name: 'RGF93 v1 / CC43', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=42.25 +lat_2=43.75 +lat_0=43 +lon_0=3 +x_0=1700000 +y_0=2200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [624227.04, 1994498.22, 2318977.34, 3224197.59], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3944', epsg: 3944, name: 'RGF93 v1 / CC44', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=43.25 +lat_2=44.75 +lat_0=44 +lon_0=3 +x_0=1700000 +y_0=3200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [623631.35, 2883311.89, 2319381.01, 4113035.69], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3945', epsg: 3945, name: 'RGF93 v1 / CC45', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=44.25 +lat_2=45.75 +lat_0=45 +lon_0=3 +x_0=1700000 +y_0=4200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [622723.9, 3772012.07, 2319964.24, 5002125.8], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3946', epsg: 3946, name: 'RGF93 v1 / CC46', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=45.25 +lat_2=46.75 +lat_0=46 +lon_0=3 +x_0=1700000 +y_0=5200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [621509.62, 4660566.86, 2320724.18, 5891430.1], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3947', epsg: 3947, name: 'RGF93 v1 / CC47', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=46.25 +lat_2=47.75 +lat_0=47 +lon_0=3 +x_0=1700000 +y_0=6200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [619993.48, 5548944.92, 2321657.95, 6780911.33],
    boundsOrigin: { kind: 'derived', widened: notesCopy } },
  { code: 'EPSG:3948', epsg: 3948, name: 'RGF93 v1 / CC48', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=47.25 +lat_2=48.75 +lat_0=48 +lon_0=3 +x_0=1700000 +y_0=7200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [618180.53, 6437115.58, 2322762.61, 7670532.82], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3949', epsg: 3949, name: 'RGF93 v1 / CC49', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=48.25 +lat_2=49.75 +lat_0=49 +lon_0=3 +x_0=1700000 +y_0=8200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [616075.93, 7325048.85, 2324035.18, 8560258.48], boundsOrigin: { kind: 'derived' } },
  { code: 'EPSG:3950', epsg: 3950, name: 'RGF93 v1 / CC50', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=49.25 +lat_2=50.75 +lat_0=50 +lon_0=3 +x_0=1700000 +y_0=9200000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs ',
    wgs84Bounds: franceWhole, projectedBounds: [613684.95, 8212715.44, 2325472.57, 9450052.84], boundsOrigin: { kind: 'derived' } },
  // Area of use: France mainland onshore north of 53.5 grads (48°09'N), per epsg.io/27561-7811 (the zone it
  // replaced); west, east and north edges from the France-mainland box of epsg.io/7421.
  { code: 'EPSG:27571', epsg: 27571, name: 'NTF (Paris) / Lambert zone I', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=49.50000000000001 +lat_0=49.50000000000001 +lon_0=0 +k_0=0.999877341 +x_0=600000 +y_0=1200000 +a=6378249.2 +b=6356515 +towgs84=-168,-60,320,0,0,0,0 +pm=paris +units=m +no_defs ',
    wgs84Bounds: [-4.87, 48.14, 8.23, 51.14], projectedBounds: [64398.2, 1048771.04, 1038236.26, 1406550.27],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: France mainland onshore (zone II is used country-wide); epsg.io/7421 (zone II + NGF-IGN69).
  { code: 'EPSG:27572', epsg: 27572, name: 'NTF (Paris) / Lambert zone II', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=46.8 +lat_0=46.8 +lon_0=0 +k_0=0.99987742 +x_0=600000 +y_0=2200000 +a=6378249.2 +b=6356515 +towgs84=-168,-60,320,0,0,0,0 +pm=paris +units=m +no_defs ',
    wgs84Bounds: [-4.87, 42.33, 8.23, 51.14], projectedBounds: [5168.43, 1702849.3, 1086668.42, 2706243.9],
    boundsOrigin: { kind: 'derived', widened: notesCopy } },
  // Area of use: France mainland south of 45.45°N; epsgtransform.com/crs/epsg-7422 (zone III + NGF-IGN69).
  { code: 'EPSG:27573', epsg: 27573, name: 'NTF (Paris) / Lambert zone III', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=44.10000000000001 +lat_0=44.10000000000001 +lon_0=0 +k_0=0.999877499 +x_0=600000 +y_0=3200000 +a=6378249.2 +b=6356515 +towgs84=-168,-60,320,0,0,0,0 +pm=paris +units=m +no_defs ',
    wgs84Bounds: [-1.79, 42.33, 7.71, 45.46], projectedBounds: [259903.03, 3003352.11, 1042726.82, 3364839.8],
    boundsOrigin: { kind: 'derived' } },
  // Area of use: France - Corsica onshore; epsg.io/5708 (zone IV + NGF-IGN78).
  { code: 'EPSG:27574', epsg: 27574, name: 'NTF (Paris) / Lambert zone IV', fractionDigits: 2,
    proj4: '+proj=lcc +lat_1=42.16500000000001 +lat_0=42.16500000000001 +lon_0=0 +k_0=0.99994471 +x_0=234.358 +y_0=4185861.369 +a=6378249.2 +b=6356515 +towgs84=-168,-60,320,0,0,0,0 +pm=paris +units=m +no_defs ',
    wgs84Bounds: [8.5, 41.31, 9.63, 43.07], projectedBounds: [501837.1, 4109519.05, 610277.1, 4311750.75],
    boundsOrigin: { kind: 'derived' } },
];
