import { describe, expect, it } from 'vitest';
import { contourGeometryText, contourIssues, mapContoursOf, readContourGeometry } from '../../../../src/domain/map/map-contour';

const square = JSON.stringify({ type: 'Polygon', coordinates: [[[155000, 463000], [155010, 463000], [155010, 463010], [155000, 463000]]] });

describe('map contours as GeoJSON (spec 02 section 2, "Map": draw contours)', () => {
  it('closes a drawn outline and rounds its corners to the system\'s two decimals', () => {
    const text = contourGeometryText([[155000.123, 463000.987], [155010.555, 463000], [155010, 463010.004]], 'EPSG:28992');
    expect(JSON.parse(text)).toEqual({ type: 'Polygon', coordinates: [[[155000.12, 463000.99], [155010.56, 463000], [155010, 463010], [155000.12, 463000.99]]] });
    expect(readContourGeometry(text)?.coordinates[0]).toHaveLength(4);
  });

  it('reads only a closed Polygon of at least three corners', () => {
    expect(readContourGeometry(square)?.type).toBe('Polygon');
    expect(readContourGeometry('{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,1]]]}')).toBeNull();
    expect(readContourGeometry('{"type":"Polygon","coordinates":[[[0,0],[1,0],[0,0]]]}')).toBeNull();
    expect(readContourGeometry('{"type":"LineString","coordinates":[[0,0],[1,0]]}')).toBeNull();
    expect(readContourGeometry('{"type":"Polygon","coordinates":[[[0,0],[1,"x"],[1,1],[0,0]]]}')).toBeNull();
    expect(readContourGeometry('not json')).toBeNull();
    expect(readContourGeometry(null)).toBeNull();
  });

  it('refuses an unknown type, a long zone, a broken geometry and corners outside the project\'s system', () => {
    expect(contourIssues({ CoType: 'excavation', CoZone: 'A', CoGeoJson: square }, 'EPSG:28992')).toEqual([]);
    expect(contourIssues({ CoType: 'lake', CoGeoJson: square }, 'EPSG:28992').map((issue) => issue.code)).toEqual(['map.issue.contourType']);
    expect(contourIssues({ CoType: 'excavation', CoZone: 'z'.repeat(101), CoGeoJson: square }, 'EPSG:28992').map((issue) => [issue.field, issue.code])).toEqual([['CoZone', 'validation.tooLong']]);
    expect(contourIssues({ CoType: 'excavation', CoGeoJson: '{}' }, 'EPSG:28992').map((issue) => issue.code)).toEqual(['map.issue.contourGeometry']);
    const far = JSON.stringify({ type: 'Polygon', coordinates: [[[955000, 463000], [955010, 463000], [955010, 463010], [955000, 463000]]] });
    expect(contourIssues({ CoType: 'excavation', CoGeoJson: far }, 'EPSG:28992')).toEqual([{ field: 'CoGeoJson', code: 'map.issue.contourOutside', params: { system: 'EPSG:28992' }, severity: 'error' }]);
    expect(contourIssues({ CoType: 'excavation', CoGeoJson: far }, undefined)).toEqual([]);
  });

  it('gives the map the rows it can draw', () => {
    const rows = [
      { CoGuid: 'a', CoType: 'excavation', CoZone: 'Z1', CoGeoJson: square },
      { CoGuid: 'b', CoType: 'excavation', CoGeoJson: 'broken' },
      { CoType: 'excavation', CoGeoJson: square },
    ];
    expect(mapContoursOf(rows)).toEqual([{ guid: 'a', type: 'excavation', zone: 'Z1', geometry: JSON.parse(square) as unknown }]);
  });
});
