import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/api';
import type { VeldDataRows } from '../../../../../src/api';
import type { ValidationIssue } from '../../../../../src/domain/validation/issue';
import { createXyzGridValidation, saveXyzGrid, XyzGridController, xyzGridColumns } from '../../../../../src/grids/xyz/grid';
import type { XyzField } from '../../../../../src/grids/xyz/model';
import { createXyzPreviewer } from '../../../../../src/grids/xyz/model';
import { context, rdProject } from '../model/fixtures';

/** The import's grid as the screen sets it up: empty, growing on paste, checked against the RD fixture project. */
function importGrid(sourceSystem = 'EPSG:28992') {
  const validation = createXyzGridValidation();
  const controller = new XyzGridController({
    rows: [], keyOf: (_row, index) => `#${index}`, canAddRows: true, language: 'nl', validateRows: validation.validateRows,
    columns: xyzGridColumns((field) => field),
  });
  validation.setPreviewer(createXyzPreviewer(rdProject, context(sourceSystem)));
  controller.revalidateRows();
  const col = (field: XyzField) => controller.columns.indexOf(field) ?? -1;
  const codesAt = (row: number, field: XyzField) => controller.issuesAt(row, col(field)).map((issue) => issue.code);
  return { validation, controller, col, codesAt };
}

const block = ['Naam\tX\tY\tZ\tPeilbuis', 'b1\t155500\t463500', 'B9\t155000,5\t463000', 'N1\t156000\t464000\t0.5\tja'].join('\r\n');

/** A sender that records what it was given and answers as told. */
function sender(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const sent: VeldDataRows[] = [];
  return { sent, send: (velddata: VeldDataRows) => { sent.push(velddata); return answer(); } };
}

function guids() {
  let next = 0;
  return () => `g${++next}`;
}

describe('the XYZ import grid (spec 02 section 2)', () => {
  it('pastes a block without its header, growing the empty grid, and marks a bad cell with the preview\'s finding', () => {
    const { controller, validation, col, codesAt } = importGrid();
    expect(validation.preview()?.counts.total).toBe(0);
    controller.pasteText(block);
    expect(controller.skippedHeader).toEqual(['Naam', 'X', 'Y', 'Z', 'Peilbuis']);
    expect(controller.rowCount).toBe(3);
    expect(controller.textAt(0, col('name'))).toBe('b1');
    expect(codesAt(1, 'x')).toEqual(['validation.coordinates.commaDecimal']);
    expect(controller.getSnapshot().errorCount).toBe(1);
    expect(validation.preview()?.counts).toEqual({ total: 3, new: 1, updated: 1, invalid: 1, gaugingTubes: 1 });
    expect(validation.preview()?.rows.map((row) => [row.sourceRow, row.status])).toEqual([[1, 'updated'], [2, 'invalid'], [3, 'new']]);
  });

  it('refuses the save while an error stands, and after the fix checks only the edited row again', async () => {
    const { controller, validation, col } = importGrid();
    controller.pasteText(block);
    const { sent, send } = sender();
    expect(await saveXyzGrid({ controller, validation, send, makeGuid: guids() })).toEqual({ kind: 'invalidRows', rows: 1 });
    expect(sent).toEqual([]);

    const untouched = validation.preview()?.rows[0]?.cells;
    controller.selectCell(1, col('x'));
    controller.pasteText('155000.5');
    expect(controller.getSnapshot().errorCount).toBe(0);
    expect(validation.preview()?.rows[0]?.cells).toBe(untouched);
    expect(validation.preview()?.counts).toEqual({ total: 3, new: 2, updated: 1, invalid: 0, gaugingTubes: 1 });
  });

  it('saves the plan in one call: updated and new points and the new tube', async () => {
    const { controller, validation, col } = importGrid();
    controller.pasteText(block);
    controller.selectCell(1, col('x'));
    controller.pasteText('155000.5');
    const { sent, send } = sender();
    const result = await saveXyzGrid({ controller, validation, send, makeGuid: guids() });
    expect(result).toEqual({ kind: 'saved', counts: { total: 3, new: 2, updated: 1, invalid: 0, gaugingTubes: 1 } });
    expect(sent).toEqual([{
      tblMeasurementPoints: [
        { MpGuid: 'guid-b1', MpXCoord: 155500, MpYCoord: 463500 },
        { MpGuid: 'g1', MpName: 'B9', MpXCoord: 155000.5, MpYCoord: 463000 },
        { MpGuid: 'g2', MpName: 'N1', MpXCoord: 156000, MpYCoord: 464000, MpZCoord: 0.5, MpTypeCode: 'PB' },
      ],
      tblFilterTubes: [{ FtGuid: 'g3', MpGuid: 'g2', FtName: 'N1-1' }],
    }]);
  });

  it('puts a refusal\'s findings back on the pasted cells until that row is edited, and refuses to send again meanwhile', async () => {
    const { controller, validation, codesAt, col } = importGrid();
    controller.pasteText(block.replace('155000,5', '155000.5'));
    const issues: (ValidationIssue & { row?: string })[] = [
      { field: 'MpName', code: 'validation.unique', severity: 'error', row: 'g2' },
      { field: 'PrID', code: 'validation.required', severity: 'error' },
    ];
    const refusal = new ApiError({ callName: 'SetProjectWithChilds', kind: 'refused', status: 200, serverMessage: 'refused', messageKey: 'validation.unique', issues });
    const { send } = sender(() => Promise.reject(refusal));
    const result = await saveXyzGrid({ controller, validation, send, makeGuid: guids() });
    expect(result).toEqual({ kind: 'refused', error: refusal, unplaced: [issues[1]] });
    expect(codesAt(2, 'name')).toEqual(['validation.unique']);
    expect(controller.getSnapshot().errorCount).toBe(1);

    const again = sender();
    expect(await saveXyzGrid({ controller, validation, send: again.send, makeGuid: guids() })).toEqual({ kind: 'invalidRows', rows: 1 });
    expect(again.sent).toEqual([]);

    controller.selectCell(2, col('name'));
    controller.pasteText('N2');
    expect(codesAt(2, 'name')).toEqual([]);
    expect(controller.getSnapshot().errorCount).toBe(0);
  });

  it('checks every row again when the pasted data\'s system changes', () => {
    const { controller, validation, codesAt } = importGrid();
    controller.pasteText('B1\t5.38720621\t52.15517440');
    expect(codesAt(0, 'x')).toEqual(['validation.coordinates.tooManyDecimals']);
    validation.setPreviewer(createXyzPreviewer(rdProject, context('EPSG:4326')));
    controller.revalidateRows();
    expect(controller.getSnapshot().errorCount).toBe(0);
    expect(validation.preview()?.rows[0]?.target).toEqual({ x: 155000.18, y: 463000.23 });
  });

  it('leaves blank rows out of the preview and saves nothing when only blank rows are left', async () => {
    const { controller, validation } = importGrid();
    controller.addRow();
    controller.addRow();
    expect(controller.rowCount).toBe(2);
    expect(controller.getSnapshot().errorCount).toBe(0);
    expect(await saveXyzGrid({ controller, validation, send: sender().send, makeGuid: guids() })).toEqual({ kind: 'nothingToSave' });
  });
});
