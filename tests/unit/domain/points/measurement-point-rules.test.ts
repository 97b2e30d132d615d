import { describe, expect, it } from 'vitest';
import { clearGeometryWithoutCoordinates, depthFromLayers, syncPointDepth, withDefaultPointDate } from '../../../../src/domain/points/measurement-point-rules';

const moment = new Date(Date.UTC(2026, 10, 22, 10, 0, 0));

describe('depth sync (spec 01 section 4)', () => {
  it('makes MpDepth the largest LaTo, whatever the order', () => {
    expect(depthFromLayers([{ LaTo: 50 }, { LaTo: 180 }, { LaTo: 120 }])).toBe(180);
  });

  it('empties the depth when there are no layers', () => {
    expect(depthFromLayers([])).toBeNull();
    expect(syncPointDepth({ MpDepth: 200 }, [], moment).MpDepth).toBeNull();
  });

  it('stamps the point only when the depth changes', () => {
    const point = { MpDepth: 180, MpDateLastChanged: 'old' };
    expect(syncPointDepth(point, [{ LaTo: 180 }], moment)).toBe(point);
    expect(syncPointDepth(point, [{ LaTo: 200 }], moment)).toEqual({ MpDepth: 200, MpDateLastChanged: '2026-11-22T13:00:00' });
  });
});

describe('point geometry and date', () => {
  it('clears the geometry when both coordinates are empty', () => {
    expect(clearGeometryWithoutCoordinates({ MpXCoord: null, MpYCoord: '', MpPointGeometry: 'POINT (1 2)' }).MpPointGeometry).toBeNull();
  });

  it('keeps the geometry while one coordinate remains', () => {
    expect(clearGeometryWithoutCoordinates({ MpXCoord: 1, MpYCoord: null, MpPointGeometry: 'POINT (1 2)' }).MpPointGeometry).toBe('POINT (1 2)');
  });

  it('gives a new point without a date the current moment', () => {
    expect(withDefaultPointDate({ MpDate: null }, moment).MpDate).toBe('2026-11-22T10:00:00');
    expect(withDefaultPointDate({ MpDate: '2020-01-01T00:00:00' }, moment).MpDate).toBe('2020-01-01T00:00:00');
  });
});
