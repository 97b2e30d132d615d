import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { coordinateSystems } from '../../../../src/domain/coordinates/coordinate-systems';
import type { CoordinatePoint, TransformResult } from '../../../../src/domain/coordinates/transform';
import { registerCoordinateSystems, roundToFractionDigits, transformPoint } from '../../../../src/domain/coordinates/transform';

function valueOf(result: TransformResult): CoordinatePoint {
  if (!result.ok) throw new Error(`transform failed: ${result.reason} (${result.system})`);
  return result.value;
}

function distance(a: CoordinatePoint, b: CoordinatePoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

describe('transformPoint (spec 01 section 3)', () => {
  it('puts the RD origin (155000, 463000) at Amersfoort, 52.1552°N 5.3872°E, within a metre', () => {
    // RDNAPTRANS gives 52.15517440°N 5.38720621°E; the 7-parameter shift is good to about a metre.
    const wgs84 = valueOf(transformPoint({ x: 155000, y: 463000 }, 'EPSG:28992', 'EPSG:4326'));
    expect(Math.abs(wgs84.y - 52.1551744)).toBeLessThan(1e-5);
    expect(Math.abs(wgs84.x - 5.38720621)).toBeLessThan(1e-5);
  });

  it('brings the RD origin back from WGS84 within 1 cm', () => {
    const wgs84 = valueOf(transformPoint({ x: 155000, y: 463000 }, 'EPSG:28992', 'EPSG:4326'));
    const back = valueOf(transformPoint(wgs84, 'EPSG:4326', 'EPSG:28992'));
    expect(distance(back, { x: 155000, y: 463000 })).toBeLessThan(0.01);
  });

  it('round-trips Brussels in Belgian Lambert 72 (149000, 170000) through WGS84 within 1 cm', () => {
    const wgs84 = valueOf(transformPoint({ x: 149000, y: 170000 }, 'EPSG:31370', 'EPSG:4326'));
    expect(wgs84.x).toBeCloseTo(4.3546, 3);
    expect(wgs84.y).toBeCloseTo(50.8404, 3);
    const back = valueOf(transformPoint(wgs84, 'EPSG:4326', 'EPSG:31370'));
    expect(distance(back, { x: 149000, y: 170000 })).toBeLessThan(0.01);
  });

  it('takes a point at Baarle-Nassau from RD to Belgian Lambert 72 and back', () => {
    const rd = { x: 123000, y: 384000 };
    const lambert = valueOf(transformPoint(rd, 'EPSG:28992', 'EPSG:31370'));
    expect(lambert.x).toBeCloseTo(188808.16, 0);
    expect(lambert.y).toBeCloseTo(237317.16, 0);
    const viaWgs84 = valueOf(transformPoint(valueOf(transformPoint(rd, 'EPSG:28992', 'EPSG:4326')), 'EPSG:4326', 'EPSG:31370'));
    expect(distance(lambert, viaWgs84)).toBeLessThan(0.01);
    expect(distance(valueOf(transformPoint(lambert, 'EPSG:31370', 'EPSG:28992')), rd)).toBeLessThan(0.01);
  });

  it('agrees with a published pyproj conversion from Lambert 2008 (wolf.hece.uliege.be tutorial)', () => {
    const lambert72 = valueOf(transformPoint({ x: 650000, y: 650000 }, 'EPSG:3812', 'EPSG:31370'));
    expect(distance(lambert72, { x: 149997.9, y: 149999.4 })).toBeLessThan(0.5);
    const wgs84 = valueOf(transformPoint({ x: 710000, y: 600000 }, 'EPSG:3812', 'EPSG:4326'));
    expect(wgs84.x).toBeCloseTo(5.209195, 6);
    expect(wgs84.y).toBeCloseTo(50.207972, 6);
  });

  it('takes the centre of every area of use to WGS84 and back within 1 cm', () => {
    for (const system of coordinateSystems.filter((s) => s.proj4 && s.wgs84Bounds)) {
      const [west = 0, south = 0, east = 0, north = 0] = system.wgs84Bounds ?? [];
      const centre = valueOf(transformPoint({ x: (west + east) / 2, y: (south + north) / 2 }, 'EPSG:4326', system.code));
      const wgs84 = valueOf(transformPoint(centre, system.code, 'EPSG:4326'));
      const back = valueOf(transformPoint(wgs84, 'EPSG:4326', system.code));
      const tolerance = system.code === 'EPSG:4326' ? 1e-9 : 0.01;
      expect(distance(back, centre), system.code).toBeLessThan(tolerance);
    }
  });

  it('carries Z over untouched: it is a height in the vertical datum, not part of the shift', () => {
    const result = valueOf(transformPoint({ x: 155000, y: 463000, z: -1.25 }, 'EPSG:28992', 'EPSG:4326'));
    expect(result.z).toBe(-1.25);
    expect(valueOf(transformPoint({ x: 1, y: 2 }, 'EPSG:28992', 'EPSG:4326'))).not.toHaveProperty('z');
  });

  it('refuses the self-defined system, which has no transformation, but keeps points within it', () => {
    expect(transformPoint({ x: 10, y: 20 }, 'LOCAL', 'EPSG:4326')).toEqual({
      ok: false, reason: 'noTransformation', system: 'LOCAL', messageKey: 'coordinates.transform.noTransformation',
    });
    expect(transformPoint({ x: 10, y: 20 }, 'EPSG:28992', 'LOCAL')).toMatchObject({ ok: false, reason: 'noTransformation' });
    expect(transformPoint({ x: 10, y: 20, z: 3 }, 'LOCAL', 'local')).toEqual({ ok: true, value: { x: 10, y: 20, z: 3 } });
  });

  it('refuses an unknown code and names it', () => {
    expect(transformPoint({ x: 1, y: 2 }, 'EPSG:3857', 'EPSG:4326')).toMatchObject({ ok: false, reason: 'unknownSystem', system: 'EPSG:3857' });
    expect(transformPoint({ x: 1, y: 2 }, 'EPSG:4326', 'RD')).toMatchObject({ ok: false, reason: 'unknownSystem', system: 'RD' });
  });

  it('registers the pinned definitions with proj4 under their codes, for the map', () => {
    registerCoordinateSystems();
    const [x = 0, y = 0] = proj4('EPSG:28992', 'EPSG:4326', [155000, 463000]);
    expect(x).toBeCloseTo(5.38720, 4);
    expect(y).toBeCloseTo(52.15517, 4);
  });
});

describe('roundToFractionDigits (spec 01 section 5)', () => {
  it('keeps 8 decimals for EPSG:4326 and 2 for other systems', () => {
    expect(roundToFractionDigits(5.387206214, 'EPSG:4326')).toBe(5.38720621);
    expect(roundToFractionDigits(155000.126, 'EPSG:28992')).toBe(155000.13);
    expect(roundToFractionDigits(155000.126, 'LOCAL')).toBe(155000.13);
  });

  it('rounds halves away from zero on the decimal value, not the binary one', () => {
    expect(roundToFractionDigits(155000.005, 'EPSG:28992')).toBe(155000.01);
    expect(roundToFractionDigits(1.005, 'EPSG:28992')).toBe(1.01);
    expect(roundToFractionDigits(-378305.815, 'EPSG:2154')).toBe(-378305.82);
    expect(Object.is(roundToFractionDigits(-0.001, 'EPSG:28992'), 0)).toBe(true);
  });
});
