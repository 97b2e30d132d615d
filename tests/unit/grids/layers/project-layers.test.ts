import { describe, expect, it } from 'vitest';
import { layersOfPoints, layersWithPoints, pointGuidsOfLayers } from '../../../../src/grids/layers/project-layers';

const points = [{ MpID: 1, MpGuid: 'mp-1', MpName: 'B10' }, { MpID: 2, MpGuid: 'mp-2', MpName: 'B9' }];
const layers = [
  { LaGuid: 'la-a', MpID: 1, LaFrom: 50, LaTo: 100 },
  { LaGuid: 'la-b', MpID: 1, LaFrom: 0, LaTo: 50 },
  { LaGuid: 'la-c', MpID: 2, LaFrom: 0, LaTo: 80 },
  { LaGuid: 'la-d', MpID: 3, LaFrom: 0, LaTo: 10 },
];

describe('the project-wide layer grid\'s rows', () => {
  it('puts each layer beside its point, by point name and depth, and leaves out layers of unknown points', () => {
    const rows = layersWithPoints(layers, points);
    expect(rows.map((row) => `${row.MpName}:${row.LaFrom}`)).toEqual(['B9:0', 'B10:0', 'B10:50']);
    expect(rows[0]).toEqual({ LaGuid: 'la-c', MpID: 2, LaFrom: 0, LaTo: 80, MpGuid: 'mp-2', MpName: 'B9' });
  });

  it('names each sent row\'s point for the project-wide SetLayers, without the point\'s name', () => {
    const pointOf = pointGuidsOfLayers(layersWithPoints(layers, points));
    expect(layersOfPoints([{ LaGuid: 'la-a', LaLutumPerc: 40, MpName: 'B10' }], pointOf)).toEqual([{ LaGuid: 'la-a', LaLutumPerc: 40, MpGuid: 'mp-1' }]);
  });
});
