import { describe, expect, it } from 'vitest';
import { buildXyzPreview, buildXyzSavePlan, parseXyzBlock, xyzIssuesFromRefusal } from '../../../../../src/grids/xyz/model';
import type { XyzSavePlan } from '../../../../../src/grids/xyz/model';
import { context, rdProject, rows } from './fixtures';

/** GUIDs in the order they are asked for, so the plan can be compared whole. */
function guidMaker(): () => string {
  let next = 0;
  return () => `new-${++next}`;
}

function planOf(text: string, sourceSystem = 'EPSG:28992'): XyzSavePlan {
  const preview = buildXyzPreview(parseXyzBlock(text).rows, rdProject, context(sourceSystem));
  const plan = buildXyzSavePlan(preview, { makeGuid: guidMaker() });
  if (!plan.ok) throw new Error(`no plan: ${plan.reason}`);
  return plan.value;
}

describe('buildXyzSavePlan: one bulk save (SetProjectWithChilds)', () => {
  it('updates matched points with only what was pasted, adds new ones, and adds a tube where one is imported', () => {
    const plan = planOf([
      'b1\t155001\t463001',
      'B2\t155002\t463002\t2\tja\tBKB\tNAP',
      'Pg3\t155003\t463003\t0.5\tja',
      'N1\t155004\t463004\t0.1\tja\tmaaiveld',
      'N2\t155005.5\t463005',
    ].join('\n'));
    expect(plan.velddata.tblMeasurementPoints).toEqual([
      { MpGuid: 'guid-b1', MpXCoord: 155001, MpYCoord: 463001 },
      { MpGuid: 'guid-b2', MpXCoord: 155002, MpYCoord: 463002, MpZCoord: 2, MpReferencePlaneTypeCode: 'BKB', MpReferencePointTypeCode: 'NAP' },
      { MpGuid: 'guid-pg3', MpXCoord: 155003, MpYCoord: 463003, MpZCoord: 0.5 },
      { MpGuid: 'new-2', MpName: 'N1', MpXCoord: 155004, MpYCoord: 463004, MpZCoord: 0.1, MpReferencePlaneTypeCode: 'MV', MpTypeCode: 'PB' },
      { MpGuid: 'new-4', MpName: 'N2', MpXCoord: 155005.5, MpYCoord: 463005 },
    ]);
    expect(plan.velddata.tblFilterTubes).toEqual([
      { FtGuid: 'new-1', MpGuid: 'guid-pg3', FtName: 'Pg3-1' },
      { FtGuid: 'new-3', MpGuid: 'new-2', FtName: 'N1-1' },
    ]);
    expect([...plan.sourceRowByGuid]).toEqual([
      ['guid-b1', 1], ['guid-b2', 2], ['guid-pg3', 3], ['new-1', 3], ['new-2', 4], ['new-3', 4], ['new-4', 5],
    ]);
  });

  it('sends the reprojected, rounded coordinates', () => {
    const plan = planOf('A1\t5.38720621\t52.15517440', 'EPSG:4326');
    expect(plan.velddata.tblMeasurementPoints).toEqual([{ MpGuid: 'new-1', MpName: 'A1', MpXCoord: 155000.18, MpYCoord: 463000.23 }]);
  });

  it('refuses to plan while any row is invalid (all or nothing), and names those rows', () => {
    const preview = buildXyzPreview(rows([['B1', '155000', '463000'], ['B9', '155000,5', '463000'], ['B8', '', '463000']]), rdProject, context('EPSG:28992'));
    expect(buildXyzSavePlan(preview, { makeGuid: guidMaker() })).toEqual({ ok: false, reason: 'invalidRows', sourceRows: [2, 3] });
  });

  it('refuses to plan with a system problem or without rows', () => {
    const local = buildXyzPreview([], rdProject, context('LOCAL'));
    expect(buildXyzSavePlan(local, { makeGuid: guidMaker() })).toEqual({ ok: false, reason: 'systemIssues' });
    const empty = buildXyzPreview([], rdProject, context('EPSG:28992'));
    expect(buildXyzSavePlan(empty, { makeGuid: guidMaker() })).toEqual({ ok: false, reason: 'nothingToSave' });
  });
});

describe('xyzIssuesFromRefusal: a refused save back on the pasted rows', () => {
  it('puts issues on the row of their GUID and the column of their wire field; tube issues on the name', () => {
    const plan = planOf('B1\t155001\t463001\nN1\t155004\t463004\t0.1\tja');
    const result = xyzIssuesFromRefusal([
      { row: 'new-1', field: 'MpName', code: 'validation.unique', params: { value: 'N1' }, severity: 'error' },
      { row: 'guid-b1', field: 'MpYCoord', code: 'validation.coordinates.outOfBounds', severity: 'error' },
      { row: 'new-2', field: 'FtName', code: 'validation.unique', params: { value: 'N1-1' }, severity: 'error' },
      { row: 'someone-else', field: 'MpName', code: 'validation.required', severity: 'error' },
    ], plan);
    expect([...result.bySourceRow]).toEqual([
      [2, [
        { field: 'name', code: 'validation.unique', params: { value: 'N1' }, severity: 'error' },
        { field: 'name', code: 'validation.unique', params: { value: 'N1-1' }, severity: 'error' },
      ]],
      [1, [{ field: 'y', code: 'validation.coordinates.outOfBounds', severity: 'error' }]],
    ]);
    expect(result.unplaced).toEqual([{ row: 'someone-else', field: 'MpName', code: 'validation.required', severity: 'error' }]);
  });
});
