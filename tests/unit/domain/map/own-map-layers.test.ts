import { describe, expect, it } from 'vitest';
import { epsgCodeOfCrsName, geoJsonSystem, gmlSystem, ownLayerColour, ownMapLayersOf } from '../../../../src/domain/map/own-map-layers';

describe('own map layers', () => {
  it('takes the MapLayers media of a readable format, by name, and leaves other files and classifications', () => {
    const items = [
      { FileName: 'zone.kml', MediaClassification: 'MapLayers' as const },
      { FileName: 'Sleuf.GeoJSON', MediaClassification: 'MapLayers' as const },
      { FileName: 'kabels.gml', MediaClassification: 'MapLayers' as const },
      { FileName: 'luchtfoto.png', MediaClassification: 'MapLayers' as const },
      { FileName: 'klic.zip', MediaClassification: 'MapLayers' as const },
      { FileName: 'contour.geojson', MediaClassification: 'ProjectDocuments' as const },
    ];
    expect(ownMapLayersOf(items)).toEqual([
      { fileName: 'kabels.gml', format: 'gml' },
      { fileName: 'Sleuf.GeoJSON', format: 'geojson' },
      { fileName: 'zone.kml', format: 'kml' },
    ]);
  });

  it('reads the CRS names files write as EPSG codes', () => {
    expect(epsgCodeOfCrsName('EPSG:28992')).toBe('EPSG:28992');
    expect(epsgCodeOfCrsName('urn:ogc:def:crs:EPSG::31370')).toBe('EPSG:31370');
    expect(epsgCodeOfCrsName('urn:ogc:def:crs:EPSG:6.6:28992')).toBe('EPSG:28992');
    expect(epsgCodeOfCrsName('http://www.opengis.net/def/crs/EPSG/0/3812')).toBe('EPSG:3812');
    expect(epsgCodeOfCrsName('http://www.opengis.net/gml/srs/epsg.xml#28992')).toBe('EPSG:28992');
    expect(epsgCodeOfCrsName('urn:ogc:def:crs:OGC:1.3:CRS84')).toBe('EPSG:4326');
    expect(epsgCodeOfCrsName('local grid')).toBeUndefined();
  });

  it('takes a GeoJSON without crs as WGS 84, and a named system only when the map can convert it', () => {
    expect(geoJsonSystem({ type: 'FeatureCollection', features: [] })).toEqual({ ok: true, code: 'EPSG:4326' });
    expect(geoJsonSystem({ crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::28992' } } })).toEqual({ ok: true, code: 'EPSG:28992' });
    expect(geoJsonSystem({ crs: { type: 'name', properties: { name: 'EPSG:2056' } } })).toEqual({ ok: false, name: 'EPSG:2056' });
  });

  it('takes a GML document\'s first srsName, or the project\'s system when it names none', () => {
    expect(gmlSystem('<gml:Polygon srsName="urn:ogc:def:crs:EPSG::31370">', 'EPSG:28992')).toEqual({ ok: true, code: 'EPSG:31370' });
    expect(gmlSystem('<gml:Polygon><gml:exterior/></gml:Polygon>', 'EPSG:28992')).toEqual({ ok: true, code: 'EPSG:28992' });
  });

  it('gives layers colours in turn', () => {
    expect(ownLayerColour(0)).not.toBe(ownLayerColour(1));
    expect(ownLayerColour(5)).toBe(ownLayerColour(0));
  });
});
