import { describe, expect, it } from 'vitest';
import { newSamplesIssues, planWaterSamples } from '../../../../src/domain/samples/plan-water-samples';

const tube = (point: string) => ({ mpGuid: `mp-${point}`, ftGuid: `ft-${point}`, tubeName: `${point}-1`, pointName: point });
const codes = (matrix: string, date: string, count: number) => newSamplesIssues({ matrix, date }, count).map((issue) => `${issue.field}:${issue.code}`);

describe('the create water samples dialog\'s plan (spec 02 section 2)', () => {
  it('names each sample after its tube with the next free number in the project', () => {
    let guid = 0;
    const planned = planWaterSamples([tube('B017'), tube('B018'), tube('B017')], { matrix: 'gw', date: '2026-11-24' }, ['B017-1-1', 'B018-1-A'], () => `ws-${++guid}`);
    expect(planned.map((sample) => sample.row.WsName)).toEqual(['B017-1-2', 'B018-1-1', 'B017-1-3']);
    expect(planned[0]).toEqual({
      tube: tube('B017'), row: { WsGuid: 'ws-1', WsName: 'B017-1-2', WsMatrixCode: 'GW', WsDate: '2026-11-24' },
    });
  });

  it('leaves the date empty when none is given', () => {
    expect(planWaterSamples([tube('B001')], { matrix: 'GW', date: ' ' }, [], () => 'g')[0]?.row.WsDate).toBeNull();
  });

  it('needs a tube, a groundwater matrix and a valid date', () => {
    expect(codes('GW', '2026-11-24', 2)).toEqual([]);
    expect(codes('', '2026-02-30', 0)).toEqual(['tubes:sampleGrids.issue.selectTubes', 'WsMatrixCode:validation.required', 'WsDate:validation.date.invalid']);
    expect(codes('OW', '', 1)).toEqual(['WsMatrixCode:validation.matrix.notForTube']);
  });
});
