import { describe, expect, it } from 'vitest';
import { extentOfPoints, mapPointsOf } from '../../../../src/domain/map/map-points';

describe('mapPointsOf and extentOfPoints (spec 02 section 2: the measurement points layer)', () => {
  it('draws points with both coordinates and leaves the others for the grid', () => {
    const points = mapPointsOf([
      { MpGuid: 'a', MpName: 'B001', MpXCoord: 155000, MpYCoord: 463000 },
      { MpGuid: 'b', MpName: 'B002', MpXCoord: 155100, MpYCoord: null },
      { MpGuid: 'c', MpXCoord: 154900.5, MpYCoord: 463200.25 },
      { MpName: 'no guid', MpXCoord: 1, MpYCoord: 2 },
    ]);
    expect(points).toEqual([
      { guid: 'a', name: 'B001', x: 155000, y: 463000 },
      { guid: 'c', name: '', x: 154900.5, y: 463200.25 },
    ]);
    expect(extentOfPoints(points)).toEqual([154900.5, 463000, 155000, 463200.25]);
  });

  it('has no extent without points', () => {
    expect(extentOfPoints([])).toBeNull();
  });
});
