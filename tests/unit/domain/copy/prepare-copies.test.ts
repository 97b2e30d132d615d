import { describe, expect, it } from 'vitest';
import { transformPoint } from '../../../../src/domain/coordinates/transform';
import { copyOptionIssues, defaultCopyMoveOptions } from '../../../../src/domain/copy/copy-options';
import type { CopyMoveOptions } from '../../../../src/domain/copy/copy-options';
import { fieldSampleTables } from '../../../../src/domain/copy/copy-tables';
import type { CopyRow } from '../../../../src/domain/copy/copy-tables';
import { missingSourcePoints, prepareCopies } from '../../../../src/domain/copy/prepare-copies';
import type { CopySource, CopyTarget } from '../../../../src/domain/copy/prepare-copies';
import { guidCounter, sourceTables } from './copy-fixtures';

const source = (overrides: Partial<CopySource> = {}): CopySource => ({
  projectId: 7, coordinateSystem: 'EPSG:28992', pointGuids: ['mp-b9', 'mp-b12'], tables: sourceTables(), ...overrides,
});
const otherProject: CopyTarget = { projectId: 9, coordinateSystem: 'EPSG:28992', pointNames: ['B10', 'b13 '] };
const options = (overrides: Partial<CopyMoveOptions> = {}): CopyMoveOptions => ({ ...defaultCopyMoveOptions(9), ...overrides });

function prepared(from: CopySource, to: CopyTarget, chosen: CopyMoveOptions) {
  const result = prepareCopies(from, to, chosen, guidCounter());
  if (!result.ok) throw new Error(`not prepared: ${result.guids}`);
  return result;
}

const rows = (result: ReturnType<typeof prepared>, table: string): CopyRow[] => (result.velddata as Record<string, CopyRow[]>)[table] ?? [];
const allSourceGuids = () => Object.values(sourceTables()).flatMap((list) => list ?? []).flatMap((row) => Object.values(row).filter((v) => typeof v === 'string' && /^(mp|la|jr|ft|fi|ws|bo)-/.test(v)));

describe('prepareCopies (spec 01 section 4, copy or move measurement points)', () => {
  it('strips the project and metadata tables and keeps the point tree', () => {
    const result = prepared(source(), otherProject, options());
    expect(Object.keys(result.velddata).sort()).toEqual([
      'tblBottles', 'tblFilterTubes', 'tblFinishings', 'tblJars', 'tblLayers', 'tblMeasurementPoints', 'tblObservation', 'tblWaterSampleMeasurements', 'tblWaterSamples',
    ]);
  });

  it('renames each copy to the next free name in the target: B9 → B11 (B10 taken), B12 → B14 (B13 taken, case and spaces ignored)', () => {
    const result = prepared(source(), otherProject, options());
    expect(result.copies.map((copy) => [copy.sourceGuid, copy.name])).toEqual([['mp-b9', 'B11'], ['mp-b12', 'B14']]);
    expect(rows(result, 'tblMeasurementPoints').map((point) => point.MpName)).toEqual(['B11', 'B14']);
  });

  it('gives several copies distinct names that skip the target\'s and each other\'s: 3 of B9 and B12 into their own project', () => {
    const sameProject: CopyTarget = { projectId: 7, coordinateSystem: 'EPSG:28992', pointNames: ['B9', 'B12'] };
    const result = prepared(source(), sameProject, options({ copies: 3, targetProjectId: 7 }));
    expect(result.copies.map((copy) => copy.name)).toEqual(['B10', 'B11', 'B13', 'B14', 'B15', 'B16']);
  });

  it('makes 100 copies of a point, each with its own tree', () => {
    const result = prepared(source({ pointGuids: ['mp-b9'] }), otherProject, options({ copies: 100 }));
    expect(result.copies).toHaveLength(100);
    expect(new Set(result.copies.map((copy) => copy.name)).size).toBe(100);
    expect(result.copies.at(-1)?.name).toBe('B111');
    expect(rows(result, 'tblLayers')).toHaveLength(200);
    expect(rows(result, 'tblBottles')).toHaveLength(100);
  });

  it('gives every row a new GUID, unique across all copies, and drops the source ids', () => {
    const result = prepared(source(), otherProject, options({ copies: 2 }));
    const guidFields = ['MpGuid', 'LaGuid', 'JrGuid', 'FtGuid', 'FiGuid', 'WsGuid', 'BoGuid'];
    const owned: Record<string, string> = {
      tblMeasurementPoints: 'MpGuid', tblLayers: 'LaGuid', tblJars: 'JrGuid', tblFilterTubes: 'FtGuid', tblFinishings: 'FiGuid', tblWaterSamples: 'WsGuid', tblBottles: 'BoGuid',
    };
    const guids = Object.entries(owned).flatMap(([table, field]) => rows(result, table).map((row) => String(row[field])));
    expect(guids).toHaveLength(2 * (2 + 3 + 2 + 1 + 1 + 2 + 1));
    expect(new Set(guids).size).toBe(guids.length);
    const sourceGuids = new Set(allSourceGuids());
    for (const [table, list] of Object.entries(result.velddata)) {
      for (const row of list ?? []) {
        for (const field of guidFields) if (field in row) expect(sourceGuids.has(String(row[field])), `${table}.${field}`).toBe(false);
        for (const id of ['MpID', 'LaID', 'JrID', 'FtID', 'FiID', 'WsID', 'BoID', 'ObID', 'WmID']) expect(row, `${table} keeps ${id}`).not.toHaveProperty(id);
      }
    }
  });

  it('rewrites every reference: children name the new point, tube samples the new tube, bottles and observations the new sample', () => {
    const result = prepared(source({ pointGuids: ['mp-b9'] }), otherProject, options());
    const [point] = rows(result, 'tblMeasurementPoints');
    const [tube] = rows(result, 'tblFilterTubes');
    const [jar] = rows(result, 'tblJars');
    const [tubeSample, surfaceSample] = rows(result, 'tblWaterSamples');
    for (const table of ['tblLayers', 'tblJars', 'tblFilterTubes', 'tblFinishings', 'tblWaterSamples']) {
      expect(rows(result, table).map((row) => row.MpGuid), table).toEqual(rows(result, table).map(() => point?.MpGuid));
    }
    expect(tubeSample?.FtGuid).toBe(tube?.FtGuid);
    expect(surfaceSample?.FtGuid).toBeNull();
    expect(surfaceSample?.WsFieldSampleGUID).toBe(jar?.JrGuid);
    expect(rows(result, 'tblBottles')[0]?.WsGuid).toBe(tubeSample?.WsGuid);
    expect(rows(result, 'tblObservation')[0]?.WsGuid).toBe(tubeSample?.WsGuid);
    expect(rows(result, 'tblWaterSampleMeasurements')[0]?.WsGuid).toBe(surfaceSample?.WsGuid);
  });

  it('rewrites the project id of the points and observations to the target\'s, as text', () => {
    const result = prepared(source(), otherProject, options());
    expect(rows(result, 'tblMeasurementPoints').map((point) => point.PrID)).toEqual(['9', '9']);
    expect(rows(result, 'tblObservation').map((row) => row.PrID)).toEqual(['9']);
  });

  it('lets sample names follow the point name, cut to 50; bottle and tube names stay', () => {
    const result = prepared(source(), otherProject, options());
    expect(rows(result, 'tblJars').map((jar) => jar.JrName)).toEqual(['B11-01', 'B14-Pot 2']);
    expect(rows(result, 'tblWaterSamples').map((sample) => sample.WsName)).toEqual(['B11-1-1', 'B11-OW']);
    expect(rows(result, 'tblBottles').map((bottle) => bottle.BoName)).toEqual(['B9-1-1-A']);
    expect(rows(result, 'tblFilterTubes').map((tube) => tube.FtName)).toEqual(['B9-1']);

    const long = 'Peilbuis-Amersfoort-Centrum-Spoorzone-Noord-0009';
    const tables = sourceTables();
    const renamed = {
      ...tables,
      tblMeasurementPoints: tables.tblMeasurementPoints?.map((point) => (point.MpGuid === 'mp-b9' ? { ...point, MpName: long } : point)),
      tblWaterSamples: tables.tblWaterSamples?.map((sample) => ({ ...sample, WsName: String(sample.WsName).replace('B9-1-1', `${long}-1`).replace('B9-', `${long}-`) })),
    };
    const longResult = prepared(source({ tables: renamed, pointGuids: ['mp-b9'] }), otherProject, options());
    expect(longResult.copies[0]?.name).toBe('Peilbuis-Amersfoort-Centrum-Spoorzone-Noord-0010');
    expect(rows(longResult, 'tblWaterSamples').map((sample) => sample.WsName)).toEqual([
      'Peilbuis-Amersfoort-Centrum-Spoorzone-Noord-0010-1', 'Peilbuis-Amersfoort-Centrum-Spoorzone-Noord-0010-O',
    ]);
    for (const sample of rows(longResult, 'tblWaterSamples')) expect(String(sample.WsName)).toHaveLength(50);
  });

  it('without coordinates empties X, Y, Z and geometry', () => {
    const result = prepared(source(), otherProject, options({ copyCoordinates: false }));
    for (const point of rows(result, 'tblMeasurementPoints')) {
      expect([point.MpXCoord, point.MpYCoord, point.MpZCoord, point.MpPointGeometry]).toEqual([null, null, null, null]);
    }
  });

  it('with coordinates keeps them in the same system, and transforms them (2 decimals, Z kept) into another', () => {
    const same = prepared(source(), otherProject, options());
    expect(rows(same, 'tblMeasurementPoints').map((point) => [point.MpXCoord, point.MpYCoord, point.MpZCoord])).toEqual([[155000.5, 463000.25, 3.1], [155100, 463100, null]]);

    const belgian = prepared(source({ pointGuids: ['mp-b9'] }), { ...otherProject, coordinateSystem: 'EPSG:31370' }, options());
    const moved = transformPoint({ x: 155000.5, y: 463000.25 }, 'EPSG:28992', 'EPSG:31370');
    if (!moved.ok) throw new Error('no transformation');
    const [point] = rows(belgian, 'tblMeasurementPoints');
    expect(point?.MpXCoord).toBeCloseTo(moved.value.x, 2);
    expect(point?.MpYCoord).toBeCloseTo(moved.value.y, 2);
    expect(String(point?.MpXCoord)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(point?.MpZCoord).toBe(3.1);
    expect(point?.MpPointGeometry).toBeNull();
  });

  it('without field samples strips the jar, water sample, measurement, observation and bottle tables', () => {
    const result = prepared(source(), otherProject, options({ copyFieldSamples: false }));
    for (const table of fieldSampleTables) expect(result.velddata, table).not.toHaveProperty(table);
    expect(rows(result, 'tblLayers')).toHaveLength(3);
    expect(rows(result, 'tblFilterTubes')).toHaveLength(1);
    expect(rows(result, 'tblFinishings')).toHaveLength(1);
  });

  it('keeps the sub-location inside the same project and drops it in another', () => {
    expect(rows(prepared(source(), otherProject, options()), 'tblMeasurementPoints').map((point) => point.SlGuid)).toEqual([null, null]);
    const sameProject: CopyTarget = { projectId: '7', coordinateSystem: 'EPSG:28992', pointNames: ['B9', 'B12'] };
    expect(rows(prepared(source(), sameProject, options({ targetProjectId: '7' })), 'tblMeasurementPoints').map((point) => point.SlGuid)).toEqual(['sl-1', null]);
  });

  it('copies only the selected points: another point\'s rows in the answer are left out', () => {
    const result = prepared(source({ pointGuids: ['mp-b12'] }), otherProject, options());
    expect(rows(result, 'tblLayers').map((layer) => layer.LaTo)).toEqual([80]);
    expect(result.velddata).not.toHaveProperty('tblBottles');
  });

  it('refuses selected points the source does not hold, naming them separated by ;', () => {
    expect(prepareCopies(source({ pointGuids: ['mp-b9', 'gone-1', 'gone-2'] }), otherProject, options(), guidCounter()))
      .toEqual({ ok: false, reason: 'pointsMissing', guids: 'gone-1;gone-2' });
    expect(missingSourcePoints(sourceTables(), ['mp-b9'])).toBe('');
  });
});

describe('copy options (spec 01 sections 4, 5 and 9)', () => {
  it('accepts 1 and 100 copies, refuses 0, 101 and fractions with the copy-amount message', () => {
    expect(copyOptionIssues(options({ copies: 1 }), 7)).toEqual([]);
    expect(copyOptionIssues(options({ copies: 100 }), 7)).toEqual([]);
    for (const copies of [0, 101, 2.5]) {
      expect(copyOptionIssues(options({ copies }), 7)).toEqual([{ field: 'copies', messageKey: 'validation.copyAmount.range', params: { min: 1, max: 100 } }]);
    }
  });

  it('refuses a move into the project the points are in, and a missing target', () => {
    expect(copyOptionIssues(options({ mode: 'move', targetProjectId: '7' }), 7)).toEqual([{ field: 'mode', messageKey: 'copyMove.options.moveSameProject' }]);
    expect(copyOptionIssues(options({ mode: 'move', targetProjectId: 9 }), 7)).toEqual([]);
    expect(copyOptionIssues(options({ targetProjectId: '' }), 7)).toEqual([{ field: 'targetProjectId', messageKey: 'copyMove.options.targetRequired' }]);
  });

  it('starts as one copy of everything into the same project', () => {
    expect(defaultCopyMoveOptions(7)).toEqual({ mode: 'copy', copyCoordinates: true, copyFieldSamples: true, copies: 1, targetProjectId: 7 });
  });
});
