import { describe, expect, it } from 'vitest';
import { pointsToGeoJson } from '../../../../../src/domain/formats/geojson/points-geojson';

describe('measurement points as GeoJSON (RFC 7946, spec 02 section 9)', () => {
  it('puts RD 155000 463000 (Amersfoort) at RDNAPTRANS 5.38720621 E, 52.15517440 N within 1e-5 degrees, longitude first', () => {
    const { collection, skipped } = pointsToGeoJson([{ guid: 'g1', name: 'B01', x: 155000, y: 463000 }], 'EPSG:28992');
    expect(skipped).toEqual([]);
    const [lon, lat] = collection.features[0]?.geometry.coordinates ?? [0, 0];
    expect(Math.abs(lon - 5.38720621)).toBeLessThan(1e-5);
    expect(Math.abs(lat - 52.1551744)).toBeLessThan(1e-5);
  });

  it('keeps the point\'s name, GUID and its own X/Y and system in the properties, six decimals in the geometry', () => {
    const { collection } = pointsToGeoJson([{ guid: 'g2', name: 'B02', x: 121687, y: 487484 }], 'EPSG:28992');
    const feature = collection.features[0];
    expect(feature).toMatchObject({ type: 'Feature', id: 'g2', geometry: { type: 'Point' }, properties: { name: 'B02', guid: 'g2', x: 121687, y: 487484, crs: 'EPSG:28992' } });
    for (const value of feature?.geometry.coordinates ?? []) expect(Math.round(value * 1e6) / 1e6).toBe(value);
    expect(collection).toEqual({ type: 'FeatureCollection', features: [feature] });
  });

  it('carries the description and references given as foreign members, and leaves blank ones out', () => {
    const point = { guid: 'g7', name: 'B07', x: 155000, y: 463000 };
    expect(pointsToGeoJson([point], 'EPSG:28992', { description: 'Export voor de gemeente', references: 'REF-1' }).collection).toMatchObject({ type: 'FeatureCollection', description: 'Export voor de gemeente', references: 'REF-1' });
    expect(Object.keys(pointsToGeoJson([point], 'EPSG:28992', { description: ' ', references: '' }).collection)).toEqual(['type', 'features']);
  });

  it('writes WGS84 points as they are', () => {
    const { collection } = pointsToGeoJson([{ guid: 'g3', name: 'P1', x: 4.9, y: 52.37 }], 'EPSG:4326');
    expect(collection.features[0]?.geometry.coordinates).toEqual([4.9, 52.37]);
  });

  it('leaves out points without coordinates or in the self-defined system, and names them', () => {
    const none = pointsToGeoJson([{ guid: 'g4', name: 'B04', x: null, y: 463000 }, { guid: 'g5', name: 'B05', x: 155000, y: 463000 }], 'EPSG:28992');
    expect(none.skipped).toEqual(['B04']);
    expect(none.collection.features.map((feature) => feature.id)).toEqual(['g5']);
    expect(pointsToGeoJson([{ guid: 'g6', name: 'B06', x: 10, y: 20 }], 'LOCAL')).toEqual({ collection: { type: 'FeatureCollection', features: [] }, skipped: ['B06'] });
  });

  it('keeps the project\'s own X/Y with two decimals and names its EPSG system in a crs member when asked', () => {
    const { collection, skipped } = pointsToGeoJson([{ guid: 'g7', name: 'B07', x: 155000.123, y: 463000.456 }, { guid: 'g8', name: 'B08', x: null, y: null }], 'EPSG:28992', {}, 'project');
    expect(collection.crs).toEqual({ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } });
    expect(collection.features[0]?.geometry.coordinates).toEqual([155000.12, 463000.46]);
    expect(skipped).toEqual(['B08']);
    // A self-defined system has no EPSG name: the points stay, without a crs member.
    const local = pointsToGeoJson([{ guid: 'g9', name: 'B09', x: 10, y: 20 }], 'LOCAL', {}, 'project');
    expect(local.collection).not.toHaveProperty('crs');
    expect(local.collection.features).toHaveLength(1);
  });
});
