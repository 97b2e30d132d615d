import { describe, expect, it } from 'vitest';
import { buildXyzPreview, createXyzPreviewer, parseXyzBlock, xyzCellsFromTexts } from '../../../../../src/grids/xyz/model';
import type { XyzPreviewRow } from '../../../../../src/grids/xyz/model';
import { context, rdProject, rows } from './fixtures';

/** The one row of a one-row preview. */
function only(texts: readonly string[], sourceSystem: string, projectSystem: string | null = 'EPSG:28992', extra = {}): XyzPreviewRow {
  const [row] = buildXyzPreview(rows([texts]), rdProject, context(sourceSystem, projectSystem, extra)).rows;
  if (!row) throw new Error('no row');
  return row;
}

const codes = (row: XyzPreviewRow) => row.issues.map((issue) => [issue.field, issue.code]);

describe('XYZ preview: reprojection into the project system (spec 01 sections 3 and 5)', () => {
  it('puts Amersfoort pasted in WGS84 (RDNAPTRANS 52.15517440 N, 5.38720621 E) at RD 155000 463000 within 0.3 m, in centimetres', () => {
    const row = only(['A1', '5.38720621', '52.15517440', '3.1'], 'EPSG:4326');
    expect(row.status).toBe('new');
    expect(row.target).toEqual({ x: 155000.18, y: 463000.23, z: 3.1 });
    expect(Math.hypot((row.target?.x ?? 0) - 155000, (row.target?.y ?? 0) - 463000)).toBeLessThan(0.3);
  });

  it('takes RD 155000 463000 into a WGS84 project with 8 decimals, within 1e-5 degrees of RDNAPTRANS', () => {
    const row = only(['A1', '155000', '463000'], 'EPSG:28992', 'EPSG:4326');
    expect(row.target).toEqual({ x: 5.38720351, y: 52.1551723 });
    expect(Math.abs((row.target?.x ?? 0) - 5.38720621)).toBeLessThan(1e-5);
    expect(Math.abs((row.target?.y ?? 0) - 52.1551744)).toBeLessThan(1e-5);
  });

  it('moves Baarle-Nassau between Belgian Lambert 72 (188808.16 237317.16) and RD (123000 384000) both ways', () => {
    expect(only(['BN', '188808.16', '237317.16'], 'EPSG:31370').target).toEqual({ x: 123000, y: 384000 });
    expect(only(['BN', '123000', '384000'], 'EPSG:28992', 'EPSG:31370').target).toEqual({ x: 188808.16, y: 237317.16 });
  });

  it('puts Brussels in Lambert 72 (149000 170000) at 4.3546 E 50.8404 N in a WGS84 project', () => {
    const target = only(['BXL', '149000', '170000'], 'EPSG:31370', 'EPSG:4326').target;
    expect(target?.x).toBeCloseTo(4.3546, 4);
    expect(target?.y).toBeCloseTo(50.8404, 4);
  });

  it('keeps coordinates already in the project system as they are, and Z as pasted (a height, not reprojected)', () => {
    expect(only(['B9', '155000.5', '463000.25', '-2.125'], 'EPSG:28992').target).toEqual({ x: 155000.5, y: 463000.25, z: -2.125 });
  });

  it('stores points as pasted when the project has no coordinate system yet', () => {
    const preview = buildXyzPreview(rows([['B9', '150000', '170000']]), rdProject, context('EPSG:31370', null));
    expect(preview.targetSystem).toBe('EPSG:31370');
    expect(preview.rows[0]?.target).toEqual({ x: 150000, y: 170000 });
  });
});

describe('XYZ preview: every row validated, issues at the cell (spec 01 section 5)', () => {
  it('refuses a row outside the pasted system\'s bounds on that cell (RD X up to 284347.26)', () => {
    const row = only(['B9', '300000', '463000'], 'EPSG:28992');
    expect(row.status).toBe('invalid');
    expect(row.target).toBeNull();
    expect(row.issues).toEqual([{
      field: 'x', code: 'validation.coordinates.outOfBounds', severity: 'error',
      params: { system: 'EPSG:28992', minX: 646.36, minY: 306671.11, maxX: 284347.26, maxY: 637111.03 },
    }]);
  });

  it('refuses a WGS84 point (Paris) that lands outside the RD project\'s bounds after conversion', () => {
    const row = only(['Paris', '2.3522', '48.8566'], 'EPSG:4326');
    expect(row.status).toBe('invalid');
    expect(codes(row)).toEqual([['x', 'xyzImport.issue.outsideProjectSystem'], ['y', 'xyzImport.issue.outsideProjectSystem']]);
    expect(row.issues[0]?.params).toEqual({ system: 'EPSG:28992', x: -67836.07, y: 100559.49 });
  });

  it('says so when X and Y look swapped: latitude first, or northing first, fits once turned round', () => {
    const latitudeFirst = only(['A1', '52.15517440', '5.38720621'], 'EPSG:4326');
    expect(latitudeFirst.issues).toEqual([
      { field: 'x', code: 'xyzImport.issue.axesSwapped', params: { system: 'EPSG:4326' }, severity: 'error' },
      { field: 'y', code: 'xyzImport.issue.axesSwapped', params: { system: 'EPSG:4326' }, severity: 'error' },
    ]);
    expect(codes(only(['A1', '463000', '155000'], 'EPSG:28992'))).toEqual([['x', 'xyzImport.issue.axesSwapped'], ['y', 'xyzImport.issue.axesSwapped']]);
  });

  it('refuses decimal commas in X, Y and Z', () => {
    const row = only(['B9', '155000,5', '463000', '1,5'], 'EPSG:28992');
    expect(codes(row)).toEqual([['x', 'validation.coordinates.commaDecimal'], ['z', 'validation.coordinates.commaDecimal']]);
    expect(row.issues[0]?.params).toEqual({ value: '155000,5' });
  });

  it('wants X and Y both, and refuses more decimals than the pasted system has (never rounds them away)', () => {
    expect(codes(only(['B9', '155000', ''], 'EPSG:28992'))).toEqual([['y', 'validation.coordinates.required']]);
    expect(codes(only(['B9', '155000.123', '463000'], 'EPSG:28992'))).toEqual([['x', 'validation.coordinates.tooManyDecimals']]);
    expect(codes(only(['B9', 'abc', '463000'], 'EPSG:28992'))).toEqual([['x', 'validation.coordinates.notANumber']]);
  });

  it('wants a name', () => {
    expect(codes(only(['  ', '155000', '463000'], 'EPSG:28992'))).toEqual([['name', 'validation.required']]);
  });

  it('wants Z to import as gauging tube, whether the row says so or the import does by default', () => {
    expect(codes(only(['B9', '155000', '463000', '', 'ja'], 'EPSG:28992'))).toEqual([['z', 'validation.coordinates.zRequiredForGaugingTube']]);
    expect(codes(only(['B9', '155000', '463000', ''], 'EPSG:28992', 'EPSG:28992', { importAsGaugingTubeByDefault: true })))
      .toEqual([['z', 'validation.coordinates.zRequiredForGaugingTube']]);
    expect(only(['B9', '155000', '463000', '', 'nee'], 'EPSG:28992', 'EPSG:28992', { importAsGaugingTubeByDefault: true }).status).toBe('new');
    expect(only(['B9', '155000', '463000', '0.75', 'WAAR'], 'EPSG:28992').importAsGaugingTube).toBe(true);
  });

  it('refuses an import-as that is no yes or no, and reference values not in their lists', () => {
    const row = only(['B9', '155000', '463000', '1', 'maybe', 'XX', 'YY'], 'EPSG:28992');
    expect(codes(row)).toEqual([
      ['importAs', 'xyzImport.issue.importAsInvalid'], ['referencePlane', 'xyzImport.issue.referencePlaneUnknown'],
      ['referenceType', 'xyzImport.issue.referenceTypeUnknown'],
    ]);
    expect(row.issues.map((issue) => issue.params)).toEqual([{ value: 'maybe' }, { value: 'XX' }, { value: 'YY' }]);
  });

  it('takes reference values by code or by their text, in any case', () => {
    const row = only(['B9', '155000', '463000', '1', '', 'bovenkant buis', 'nap'], 'EPSG:28992');
    expect([row.referencePlaneCode, row.referenceTypeCode]).toEqual(['BKB', 'NAP']);
  });

  it('refuses a pasted system that is not in code list 37 on every row and as a system issue', () => {
    const preview = buildXyzPreview(rows([['B9', '1', '2']]), rdProject, context('EPSG:9999'));
    expect(preview.systemIssues).toEqual([{ field: 'sourceSystem', code: 'validation.coordinates.unknownSystem', params: { system: 'EPSG:9999' }, severity: 'error' }]);
    expect(preview.rows[0]?.status).toBe('invalid');
  });

  it('says a self-defined system cannot be converted into the project system', () => {
    const preview = buildXyzPreview(rows([['B9', '10', '20']]), rdProject, context('LOCAL'));
    expect(preview.systemIssues.map((issue) => [issue.code, issue.params])).toEqual([['coordinates.transform.noTransformation', { system: 'LOCAL' }]]);
    expect(codes(preview.rows[0] as XyzPreviewRow)).toEqual([['x', 'coordinates.transform.noTransformation']]);
  });
});

describe('XYZ preview: matching by name and counts', () => {
  const pasted = [
    'Name\tX\tY\tZ\tImport as tube',
    'b1\t155001\t463001\t1.6', // B1, any case: updated
    ' B2\t155002\t463002\t2.0\tja', // B2 has a tube already: updated, no new tube
    'PG3\t155003\t463003\t0.5\tyes', // Pg3 has none: updated, a tube is added
    'N1\t155004\t463004\t0.1\ttrue', // new point with a tube
    'N2\t155005\t463005', // new point
    'n1\t155006\t463006', // repeats N1: refused
    'N3\t155007,5\t463007', // decimal comma: refused
  ].join('\r\n');

  it('updates points matched by trimmed, case-insensitive name, makes the others new, and counts them', () => {
    const preview = buildXyzPreview(parseXyzBlock(pasted).rows, rdProject, context('EPSG:28992'));
    expect(preview.rows.map((row) => [row.sourceRow, row.status, row.match?.MpGuid ?? null, row.createsGaugingTube])).toEqual([
      [2, 'updated', 'guid-b1', false],
      [3, 'updated', 'guid-b2', false],
      [4, 'updated', 'guid-pg3', true],
      [5, 'new', null, true],
      [6, 'new', null, false],
      [7, 'invalid', null, false],
      [8, 'invalid', null, false],
    ]);
    expect(preview.counts).toEqual({ total: 7, new: 2, updated: 3, invalid: 2, gaugingTubes: 2 });
    expect(preview.rows[0]?.match).toEqual({ MpGuid: 'guid-b1', MpName: 'B1', current: { x: 155100, y: 463100, z: 1.5 }, hasGaugingTube: false });
    expect(preview.rows[5]?.issues).toEqual([{ field: 'name', code: 'xyzImport.issue.duplicateName', params: { value: 'n1', firstRow: 5 }, severity: 'error' }]);
  });

  it('checks again only what changed: fixing the first of two same names frees the second', () => {
    const preview = createXyzPreviewer(rdProject, context('EPSG:28992'));
    const block = rows([['N1', '155000', '463000'], ['N1', '155001', '463001']]);
    expect(preview(block).rows.map((row) => row.status)).toEqual(['new', 'invalid']);
    const [, second] = block;
    if (!second) throw new Error('no second row');
    const fixed = [{ sourceRow: 1, cells: xyzCellsFromTexts(['N0', '155000', '463000']) }, second];
    expect(preview(fixed).rows.map((row) => [row.name, row.status])).toEqual([['N0', 'new'], ['N1', 'new']]);
  });
});
