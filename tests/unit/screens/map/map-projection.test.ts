import { getTransform, transform } from 'ol/proj';
import { get as registeredTransform } from 'ol/proj/transforms';
import { describe, expect, it } from 'vitest';
import { transformPoint } from '../../../../src/domain/coordinates/transform';
import { projectionOf } from '../../../../src/screens/map/map-projection';

describe('projectionOf (spec 02 section 2, the map in the project\'s own coordinate system)', () => {
  it('draws RD New with the domain\'s own transformation to the tile systems', () => {
    const projection = projectionOf('EPSG:28992');
    expect(projection.getCode()).toBe('EPSG:28992');
    expect(projection.getExtent()).toEqual([646.36, 306671.11, 284347.26, 637111.03]);
    const [lon, lat] = transform([155000, 463000], 'EPSG:28992', 'EPSG:4326');
    const domain = transformPoint({ x: 155000, y: 463000 }, 'EPSG:28992', 'EPSG:4326');
    expect(domain.ok && [lon, lat]).toEqual(domain.ok && [domain.value.x, domain.value.y]);
    const [x] = transform([155000, 463000], 'EPSG:28992', 'EPSG:3857');
    expect(x).toBeCloseTo(599_750, -2);
  });

  it('hands OpenLayers the transforms of the systems maps are opened in, not those of every proj4 definition', () => {
    projectionOf('EPSG:28992');
    projectionOf('EPSG:31370');
    expect(getTransform('EPSG:31370', 'EPSG:3857')).toBeTypeOf('function');
    expect(registeredTransform('EPSG:4326', 'EPSG:28992')).toBeTypeOf('function');
    // Neither proj4's own UTM zones nor a system of code list 37 that no map has opened.
    expect(registeredTransform('EPSG:28992', 'EPSG:32631')).toBeNull();
    expect(registeredTransform('EPSG:28992', 'EPSG:25832')).toBeNull();
  });

  it('keeps the self-defined local system as plain metres, and reads an unknown system as RD New', () => {
    const local = projectionOf('LOCAL');
    expect([local.getCode(), local.getUnits()]).toEqual(['LOCAL', 'm']);
    expect(projectionOf('EPSG:99999').getCode()).toBe('EPSG:28992');
  });
});
