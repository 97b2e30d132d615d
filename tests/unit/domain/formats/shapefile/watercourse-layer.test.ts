import { describe, expect, it } from 'vitest';
import { placeWatercourses, watercourseLayerName } from '../../../../../src/domain/formats/shapefile/watercourse-layer';
import type { WatercourseZip } from '../../../../../src/domain/formats/shapefile/watercourse-content';

const ditch = (system: string, coordinates: number[][]): WatercourseZip['shapefiles'][number] => ({
  name: 'waterlopen', system, lines: [{ type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { NAAM: 'Sloot' } }], points: [{ name: 'Stuw', x: coordinates[0]?.[0] ?? 0, y: coordinates[0]?.[1] ?? 0 }],
});

describe('placeWatercourses', () => {
  it('keeps shapes already in the project\'s system and names the layer\'s system in its crs member', () => {
    const placed = placeWatercourses({ file: 'Waterlopen.zip', shapefiles: [ditch('EPSG:28992', [[155000.004, 463000], [155100, 463050]])] }, 'EPSG:28992');
    expect(placed).toEqual({
      ok: true,
      log: [],
      value: {
        layer: {
          type: 'FeatureCollection', name: 'Waterlopen', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } },
          features: [{ type: 'Feature', geometry: { type: 'LineString', coordinates: [[155000, 463000], [155100, 463050]] }, properties: { NAAM: 'Sloot' } }],
        },
        points: [{ name: 'Stuw', x: 155000, y: 463000 }],
      },
    });
  });

  it('moves RD into WGS 84 (8 decimals) and Belgian Lambert 72 into RD', () => {
    const wgs84 = placeWatercourses({ file: 'w.zip', shapefiles: [ditch('EPSG:28992', [[155000, 463000]])] }, 'EPSG:4326');
    // The RD origin at Amersfoort: 52.1551744 N, 5.38720621 E.
    const [x = 0, y = 0] = (wgs84.ok && wgs84.value.layer?.features[0]?.geometry.type === 'LineString' ? wgs84.value.layer.features[0].geometry.coordinates[0] : undefined) ?? [];
    expect(x).toBeCloseTo(5.3872, 3);
    expect(y).toBeCloseTo(52.1552, 3);
    expect(String(x).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(8);
    // Lambert 72 near the Dutch border at Baarle (about 51.44 N, 4.93 E) lies at about RD 121000, 384000.
    const rd = placeWatercourses({ file: 'w.zip', shapefiles: [ditch('EPSG:31370', [[189000, 236000]])] }, 'EPSG:28992');
    expect(rd.ok && rd.value.points[0]?.x).toBeGreaterThan(115000);
    expect(rd.ok && rd.value.points[0]?.x).toBeLessThan(127000);
    expect(rd.ok && rd.value.points[0]?.y).toBeGreaterThan(378000);
    expect(rd.ok && rd.value.points[0]?.y).toBeLessThan(390000);
  });

  it('fails shapes that cannot be placed in a project of the self-defined system, naming the shapefile', () => {
    expect(placeWatercourses({ file: 'w.zip', shapefiles: [ditch('EPSG:28992', [[155000, 463000]])] }, 'LOCAL')).toEqual({
      ok: false, log: [expect.objectContaining({ level: 'error', key: 'formats.shapefile.import.notPlaced', params: { file: 'w.zip', shapefile: 'waterlopen', system: 'EPSG:28992', target: 'LOCAL' } })],
    });
  });

  it('names the layer after the zip', () => {
    expect(watercourseLayerName(' Waterlopen 2026.ZIP ')).toBe('Waterlopen 2026.geojson');
    expect(watercourseLayerName('.zip')).toBe('watercourses.geojson');
  });
});
