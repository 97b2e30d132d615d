import { describe, expect, it } from 'vitest';
import {
  coordinateSystems,
  findCoordinateSystem,
  fractionDigitsFor,
  isKnownCoordinateSystem,
} from '../../../../src/domain/coordinates/coordinate-systems';
import { coordinateIssues } from '../../../../src/domain/coordinates/coordinate-issues';
import { deriveProjectedBounds } from '../../../../src/domain/coordinates/derive-projected-bounds';

const required = [
  'EPSG:4326', 'EPSG:28992', 'EPSG:31370', 'EPSG:3812', 'EPSG:2169', 'EPSG:3003', 'EPSG:3004', 'EPSG:6707',
  'EPSG:6708', 'EPSG:25831', 'EPSG:25832', 'EPSG:2154', 'EPSG:3942', 'EPSG:3943', 'EPSG:3944', 'EPSG:3945',
  'EPSG:3946', 'EPSG:3947', 'EPSG:3948', 'EPSG:3949', 'EPSG:3950', 'EPSG:27571', 'EPSG:27572', 'EPSG:27573',
  'EPSG:27574', 'LOCAL',
];

/** Bounds copied in DOMAIN-NOTES.md, which the table must carry unchanged. */
const notesBounds: Record<string, readonly number[]> = {
  'EPSG:28992': [646.36, 308975.28, 276050.82, 636456.31],
  'EPSG:31370': [17736.03, 23697.1, 297289.94, 245375.42],
  'EPSG:2169': [48225.17, 56225.6, 105842.04, 139616.4],
  'EPSG:2154': [-378305.81, 6093283.21, 1212610.74, 7186901.68],
  'EPSG:3947': [619993.48, 5637784.91, 2212663.72, 6731809.22],
  'EPSG:27572': [5168.43, 1730142.53, 1013247.2, 2698564.2],
};

const projected = coordinateSystems.filter((system) => system.proj4 && system.wgs84Bounds && system.code !== 'EPSG:4326');

describe('coordinate system table (spec 01 section 3, code list 37)', () => {
  it('holds every system the spec names, each code once', () => {
    const codes = coordinateSystems.map((system) => system.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(required));
  });

  it('allows 8 decimals for EPSG:4326 and 2 for every other system', () => {
    for (const system of coordinateSystems) {
      expect(system.fractionDigits, system.code).toBe(system.code === 'EPSG:4326' ? 8 : 2);
    }
    expect(fractionDigitsFor('EPSG:4326')).toBe(8);
    expect(fractionDigitsFor('EPSG:28992')).toBe(2);
  });

  it('gives every EPSG system its number, a definition and an area of use', () => {
    for (const system of coordinateSystems.filter((s) => s.code !== 'LOCAL')) {
      expect(system.code).toBe(`EPSG:${system.epsg}`);
      expect(system.proj4, system.code).toMatch(/^\+proj=/);
      expect(system.wgs84Bounds, system.code).not.toBeNull();
    }
  });

  it('keeps the self-defined system without EPSG code or transformation, with generous bounds', () => {
    const local = findCoordinateSystem('LOCAL');
    expect(local).toMatchObject({ epsg: null, proj4: null, wgs84Bounds: null, fractionDigits: 2 });
    expect(local?.projectedBounds).toEqual([-10_000_000, -10_000_000, 10_000_000, 10_000_000]);
  });

  it('widens the corner-only bounds of DOMAIN-NOTES.md to the full envelope, containing them', () => {
    // 200 m slack: epsg.io's box for 31370 reaches 157 m further east than the onshore area we derive from.
    const slack = 200;
    for (const [code, bounds] of Object.entries(notesBounds)) {
      const [minX = 0, minY = 0, maxX = 0, maxY = 0] = findCoordinateSystem(code)?.projectedBounds ?? [];
      expect(minX, code).toBeLessThanOrEqual((bounds[0] ?? NaN) + slack);
      expect(minY, code).toBeLessThanOrEqual((bounds[1] ?? NaN) + slack);
      expect(maxX, code).toBeGreaterThanOrEqual((bounds[2] ?? NaN) - slack);
      expect(maxY, code).toBeGreaterThanOrEqual((bounds[3] ?? NaN) - slack);
    }
  });

  it('accepts real places on the bulging edges that corner-only bounds refused', () => {
    expect(coordinateIssues(187000, 306763, 'EPSG:28992')).toEqual([]); // Eijsden, south Limburg
    expect(coordinateIssues(276715, 580000, 'EPSG:28992')).toEqual([]); // Bad Nieuweschans
    expect(coordinateIssues(222000, 21170, 'EPSG:31370')).toEqual([]); // Torgny
  });

  it('pins the RD New definition with the towgs84 of DOMAIN-NOTES.md, not a rotation variant', () => {
    expect(findCoordinateSystem('EPSG:28992')?.proj4).toContain('+towgs84=565.4171,50.3319,465.5524,-0.398957,0.343988,-1.87740,4.0725');
    expect(findCoordinateSystem('EPSG:31370')?.proj4).toContain('+towgs84=-106.8686,52.2978,-103.7239,0.3366,-0.457,1.8422,-1.2747');
  });

  it('finds systems by code whatever the case or spacing, and by a bare EPSG number', () => {
    expect(findCoordinateSystem(' epsg:28992 ')?.code).toBe('EPSG:28992');
    expect(findCoordinateSystem('28992')?.code).toBe('EPSG:28992');
    expect(findCoordinateSystem('local')?.code).toBe('LOCAL');
    expect(isKnownCoordinateSystem('EPSG:3857')).toBe(false);
    expect(isKnownCoordinateSystem('')).toBe(false);
    expect(isKnownCoordinateSystem(null)).toBe(false);
  });
});

describe('deriveProjectedBounds and the table', () => {
  it('reproduces every derived row from its definition and area of use, to the centimetre', () => {
    const derived = projected.filter((system) => system.boundsOrigin.kind === 'derived');
    expect(derived.length).toBeGreaterThan(15);
    for (const system of derived) {
      const bounds = deriveProjectedBounds(system.proj4 ?? '', system.wgs84Bounds ?? [0, 0, 0, 0]);
      bounds.forEach((value, side) => expect(value, `${system.code} side ${side}`).toBeCloseTo(system.projectedBounds[side] ?? NaN, 2));
    }
  });

  it('bends with the projection: the south edge of Lambert-93 dips below its corners', () => {
    const bounds = deriveProjectedBounds(findCoordinateSystem('EPSG:2154')?.proj4 ?? '', [-9.86, 41.15, 10.38, 51.56]);
    expect(bounds[0]).toBeCloseTo(-378305.81, 1);
    expect(bounds[1]).toBeLessThan(6010000);
    expect(bounds[1]).toBeGreaterThan(6005000);
  });
});
