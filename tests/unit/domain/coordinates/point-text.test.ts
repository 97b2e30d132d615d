import { describe, expect, it } from 'vitest';
import { formatPointText, geometryFromCoordinates, parsePointText } from '../../../../src/domain/coordinates/point-text';

describe('parsePointText (MpPointGeometry, spec 01 section 3)', () => {
  it('reads x and y, and z when present', () => {
    expect(parsePointText('POINT (155000 463000)')).toEqual({ ok: true, value: { x: 155000, y: 463000 } });
    expect(parsePointText('POINT (155000.5 463000.25 -1.75)')).toEqual({ ok: true, value: { x: 155000.5, y: 463000.25, z: -1.75 } });
  });

  it('ignores case and extra spaces, and accepts the WKT form with Z', () => {
    expect(parsePointText('  point(  155000.5    463000  ) ')).toEqual({ ok: true, value: { x: 155000.5, y: 463000 } });
    expect(parsePointText('POINT Z (4.1 52.2 3)')).toEqual({ ok: true, value: { x: 4.1, y: 52.2, z: 3 } });
  });

  it('treats empty text and POINT EMPTY as no geometry', () => {
    for (const text of [null, undefined, '', '   ', 'POINT EMPTY']) {
      expect(parsePointText(text)).toEqual({ ok: true, value: null });
    }
  });

  it('refuses text that is not a point, and a decimal comma', () => {
    for (const text of ['POINT (155000,5 463000)', 'POINT (155000)', 'LINESTRING (0 0, 1 1)', 'POINT (a b)', 'POINT (1 2 3 4)']) {
      expect(parsePointText(text), text).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('formatPointText (spec 01 section 5: 8 decimals for EPSG:4326, otherwise 2)', () => {
  it('writes RD coordinates with 2 decimals and WGS84 with 8', () => {
    expect(formatPointText({ x: 155000, y: 463000.5 }, 'EPSG:28992')).toBe('POINT (155000.00 463000.50)');
    expect(formatPointText({ x: 5.3872062, y: 52.1551744 }, 'EPSG:4326')).toBe('POINT (5.38720620 52.15517440)');
  });

  it('writes z as given, without rounding it', () => {
    expect(formatPointText({ x: 155000, y: 463000, z: -1.125 }, 'EPSG:28992')).toBe('POINT (155000.00 463000.00 -1.125)');
  });

  it('round-trips through parsePointText, with and without z', () => {
    for (const [point, code] of [
      [{ x: 155000.12, y: 463000.99, z: 2.5 }, 'EPSG:28992'],
      [{ x: -378305.81, y: 6093283.21 }, 'EPSG:2154'],
      [{ x: 5.38720621, y: 52.1551744, z: 0 }, 'EPSG:4326'],
    ] as const) {
      expect(parsePointText(formatPointText(point, code))).toEqual({ ok: true, value: point });
    }
  });
});

describe('geometryFromCoordinates (spec 01 section 4)', () => {
  it('clears the geometry when both X and Y are empty, even with a Z', () => {
    expect(geometryFromCoordinates('', null, 3, 'EPSG:28992')).toEqual({ ok: true, value: null });
    expect(geometryFromCoordinates(undefined, '  ', undefined, 'EPSG:28992')).toEqual({ ok: true, value: null });
  });

  it('builds the point text from numbers and dot-decimal strings', () => {
    expect(geometryFromCoordinates('155000.5', 463000, '1.2', 'EPSG:28992')).toEqual({ ok: true, value: 'POINT (155000.50 463000.00 1.2)' });
    expect(geometryFromCoordinates(155000, 463000, '', 'EPSG:28992')).toEqual({ ok: true, value: 'POINT (155000.00 463000.00)' });
  });

  it('builds nothing when only one of X and Y is given, or a value cannot be read', () => {
    expect(geometryFromCoordinates(155000, '', null, 'EPSG:28992')).toEqual({ ok: false, reason: 'incomplete' });
    expect(geometryFromCoordinates('155000,5', 463000, null, 'EPSG:28992')).toEqual({ ok: false, reason: 'malformed' });
    expect(geometryFromCoordinates(155000, 463000, '1,5', 'EPSG:28992')).toEqual({ ok: false, reason: 'malformed' });
  });
});
