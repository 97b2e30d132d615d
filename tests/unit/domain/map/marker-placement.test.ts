import { describe, expect, it } from 'vitest';
import { placeMarker } from '../../../../src/domain/map/marker-placement';

describe('placeMarker (spec 02 section 2 drag a marker; spec 01 section 5 fraction digits and bounds)', () => {
  it('rounds an RD drop to 2 decimals, half away from zero', () => {
    expect(placeMarker([155010.004999, 463000.005], 'EPSG:28992')).toEqual({ ok: true, x: 155010, y: 463000.01 });
  });

  it('keeps 8 decimals in WGS84 (EPSG:4326)', () => {
    expect(placeMarker([5.387206214999, 52.155174405], 'EPSG:4326')).toEqual({ ok: true, x: 5.38720621, y: 52.15517441 });
  });

  it('moves a Belgian Lambert 72 point 10 m east to X + 10.00', () => {
    expect(placeMarker([149000 + 10.0000001, 170000], 'EPSG:31370')).toEqual({ ok: true, x: 149010, y: 170000 });
  });

  it('refuses a drop outside RD New\'s projected bounds, naming the field and the bounds', () => {
    const placed = placeMarker([300000, 463000], 'EPSG:28992');
    expect(placed.ok).toBe(false);
    if (placed.ok) return;
    expect(placed.issues).toEqual([expect.objectContaining({ field: 'MpXCoord', code: 'validation.coordinates.outOfBounds' })]);
  });

  it('refuses a drop in a system that is not in code list 37', () => {
    const placed = placeMarker([1, 2], 'EPSG:9999');
    expect(placed.ok ? [] : placed.issues.map((issue) => issue.code)).toEqual(['validation.coordinates.unknownSystem']);
  });
});
