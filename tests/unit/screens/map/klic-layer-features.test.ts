import type LineString from 'ol/geom/LineString';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { transformPoint } from '../../../../src/domain/coordinates/transform';
import { readKlicLayer } from '../../../../src/screens/map/klic-layer-features';
import { projectionOf } from '../../../../src/screens/map/map-projection';
import { imklDocument, klicZip } from '../../domain/map/klic-fixtures';

describe('readKlicLayer (KLIC zips drawn on the map)', () => {
  it('keeps an RD line in an RD project as it is, with its theme', () => {
    const reading = readKlicLayer(klicZip(imklDocument({ line: [[155000, 463000], [155100, 463050]] })), projectionOf('EPSG:28992'));
    if (!reading.ok) throw new Error(reading.reason);
    expect((reading.features[0]?.getGeometry() as LineString).getCoordinates()).toEqual([[155000, 463000], [155100, 463050]]);
    expect(reading.features[0]?.get('theme')).toBe('laagspanning');
  });

  it('reprojects an RD line into a project in Belgian Lambert 72', () => {
    const reading = readKlicLayer(klicZip(imklDocument({ line: [[155000, 463000], [155100, 463050]] })), projectionOf('EPSG:31370'));
    if (!reading.ok) throw new Error(reading.reason);
    const expected = transformPoint({ x: 155000, y: 463000 }, 'EPSG:28992', 'EPSG:31370');
    if (!expected.ok) throw new Error('no transformation');
    const [x = 0, y = 0] = (reading.features[0]?.getGeometry() as LineString).getCoordinates()[0] ?? [];
    expect(x).toBeCloseTo(expected.value.x, 3);
    expect(y).toBeCloseTo(expected.value.y, 3);
  });

  it('says a broken zip is no KLIC delivery, and names a system the map cannot reproject', () => {
    expect(readKlicLayer(strToU8('PK kapot'), projectionOf('EPSG:28992'))).toEqual({ ok: false, reason: 'notKlic' });
    const local = readKlicLayer(klicZip(imklDocument({ line: [[1, 2], [3, 4]], srsName: 'urn:local:grid' })), projectionOf('EPSG:28992'));
    expect(local).toEqual({ ok: false, reason: 'unknownSystem', system: 'urn:local:grid' });
  });
});
