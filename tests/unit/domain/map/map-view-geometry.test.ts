import { describe, expect, it } from 'vitest';
import { coordinateToPixel, pixelToCoordinate } from '../../../../src/domain/map/map-view-geometry';
import type { MapViewGeometry } from '../../../../src/domain/map/map-view-geometry';

/** The RD origin at Amersfoort in the middle of a 1000 × 600 viewport, half a metre a pixel. */
const view: MapViewGeometry = { center: [155000, 463000], resolution: 0.5, size: [1000, 600] };

describe('map view geometry (spec 02 section 2: the map in the project\'s own system)', () => {
  it('draws the centre coordinate at the middle of the viewport', () => {
    expect(coordinateToPixel(view, [155000, 463000])).toEqual([500, 300]);
  });

  it('draws a point 10 m east 20 px right and 10 m north 20 px up', () => {
    expect(coordinateToPixel(view, [155010, 463010])).toEqual([520, 280]);
  });

  it('reads the coordinate under a pixel back exactly', () => {
    expect(pixelToCoordinate(view, [520, 280])).toEqual([155010, 463010]);
    expect(pixelToCoordinate(view, coordinateToPixel(view, [154321.25, 462987.5]))).toEqual([154321.25, 462987.5]);
  });
});
