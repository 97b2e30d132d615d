import type Polygon from 'ol/geom/Polygon';
import { describe, expect, it } from 'vitest';
import { transformPoint } from '../../../../src/domain/coordinates/transform';
import { projectionOf } from '../../../../src/screens/map/map-projection';
import { readOwnLayer } from '../../../../src/screens/map/own-layer-features';

const square = (corners: number[][], crs?: string) => JSON.stringify({
  type: 'FeatureCollection',
  ...(crs ? { crs: { type: 'name', properties: { name: crs } } } : {}),
  features: [{ type: 'Feature', properties: { name: 'sleuf' }, geometry: { type: 'Polygon', coordinates: [corners] } }],
});

/** The first corner of the one polygon read. */
function firstCorner(reading: ReturnType<typeof readOwnLayer>): number[] {
  if (!reading.ok) throw new Error(`not read: ${reading.reason}`);
  return (reading.features[0]?.getGeometry() as Polygon).getCoordinates()[0]?.[0] ?? [];
}

describe('readOwnLayer (spec 02 section 2, own map layers on the map)', () => {
  it('reprojects a GeoJSON without crs from WGS 84 into the project\'s system', () => {
    const reading = readOwnLayer(square([[5.387, 52.156], [5.388, 52.156], [5.388, 52.157], [5.387, 52.156]]), 'geojson', projectionOf('EPSG:28992'));
    const expected = transformPoint({ x: 5.387, y: 52.156 }, 'EPSG:4326', 'EPSG:28992');
    if (!expected.ok) throw new Error('no transformation');
    const [x = 0, y = 0] = firstCorner(reading);
    expect(x).toBeCloseTo(expected.value.x, 3);
    expect(y).toBeCloseTo(expected.value.y, 3);
  });

  it('reprojects a GeoJSON that names Belgian Lambert 72 into RD New, and keeps one in the project\'s own system as it is', () => {
    const lambert = readOwnLayer(square([[150000, 170000], [150100, 170000], [150100, 170100], [150000, 170000]], 'urn:ogc:def:crs:EPSG::31370'), 'geojson', projectionOf('EPSG:28992'));
    const expected = transformPoint({ x: 150000, y: 170000 }, 'EPSG:31370', 'EPSG:28992');
    if (!expected.ok) throw new Error('no transformation');
    expect(firstCorner(lambert)[0]).toBeCloseTo(expected.value.x, 2);
    const own = readOwnLayer(square([[155000, 463000], [155100, 463000], [155100, 463100], [155000, 463000]], 'EPSG:28992'), 'geojson', projectionOf('EPSG:28992'));
    expect(firstCorner(own)).toEqual([155000, 463000]);
  });

  it('answers why a file cannot be drawn: not JSON, nothing to draw, or a system the map cannot convert', () => {
    const rd = projectionOf('EPSG:28992');
    expect(readOwnLayer('{"type": "FeatureCol', 'geojson', rd)).toEqual({ ok: false, reason: 'unreadable' });
    expect(readOwnLayer('{"type": "FeatureCollection", "features": []}', 'geojson', rd)).toEqual({ ok: false, reason: 'unreadable' });
    expect(readOwnLayer(square([[0, 0], [1, 0], [1, 1], [0, 0]], 'EPSG:2056'), 'geojson', rd)).toEqual({ ok: false, reason: 'unknownSystem', system: 'EPSG:2056' });
    expect(readOwnLayer(square([[0, 0], [1, 0], [1, 1], [0, 0]], 'EPSG:28992'), 'geojson', projectionOf('LOCAL'))).toEqual({ ok: false, reason: 'unknownSystem', system: 'EPSG:28992' });
  });
});
