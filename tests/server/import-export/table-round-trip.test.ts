import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { selectRowsOfProject } from '../../../server/db/repositories/rows-of-project';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { forEachDatabase } from '../harness';
import { convertedAndImported, importOrder, orderIdOf, settledJob, uploadForConversion, type JobStatus } from './job-calls';
import { useServerWithOwner } from './server-with-owner';

interface ExportAnswer {
  ResultCode: string;
  Files: { FileName: string; FileContent: string }[];
  ExportLog: { level: string; key: string; params: Record<string, unknown> }[];
}

/** The header's column number (1-based) of `field` in a worksheet. */
function columnOf(sheet: ExcelJS.Worksheet, field: string): number {
  const header = sheet.getRow(1).values as unknown[];
  const index = header.indexOf(field);
  if (index < 1) throw new Error(`no column ${field}`);
  return index;
}

/** A number as Dutch Excel writes it as text: a decimal comma. */
const dutch = (value: number) => String(value).replace('.', ',');

describe('points and layers as XLSX and CSV: export, change in a spreadsheet, import into the project (spec 02 section 9)', () => {
  forEachDatabase((dialect) => {
    const api = useServerWithOwner(dialect);
    let projects = 0;

    async function seeded(points: number): Promise<{ prId: number; code: string }> {
      projects += 1;
      const code = `TAB-${projects}`;
      return { prId: (await seedProject(api.server.db, api.owner.licenceId, api.owner.userId, generateDemoProject({ seed: 300 + projects, points, projectCode: code }))).prId, code };
    }

    async function exported(prId: number, type: 'xlsx' | 'csv'): Promise<{ name: string; bytes: Uint8Array; answer: ExportAnswer }> {
      const answer = await api.session.call<ExportAnswer>('/ITWImportExportService_V1_0/export', { TypeOfExport: type, Parameters: { ProjectID: prId }, LogFormat: 'JSON' });
      expect(answer.status).toBe(200);
      const file = answer.body.Files[0];
      if (!file) throw new Error(`no file in ${answer.text.slice(0, 300)}`);
      return { name: file.FileName, bytes: new Uint8Array(Buffer.from(file.FileContent, 'base64')), answer: answer.body };
    }

    const imported = (files: { name: string; bytes: Uint8Array }[], code: string): Promise<JobStatus> => convertedAndImported(api.server, api.session, files, code);

    const pointsOf = (prId: number) => selectRowsOfProject(api.server.db, 'measurementPoint', prId);

    it('takes back an XLSX changed in Excel: Dutch decimal commas, an Excel date, a new point by name and a layer remark land', { timeout: 60_000 }, async () => {
      const { prId, code } = await seeded(4);
      const file = await exported(prId, 'xlsx');
      expect(file.name).toBe(`${code}.xlsx`);
      expect(file.answer.ExportLog).toEqual([expect.objectContaining({ level: 'info', key: 'importExport.table.written', params: expect.objectContaining({ points: 4 }) })]);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
      const points = workbook.getWorksheet('tblMeasurementPoints');
      const layers = workbook.getWorksheet('tblLayers');
      if (!points || !layers) throw new Error('sheets missing');
      const row = points.getRow(2);
      const name = String(row.getCell(columnOf(points, 'MpName')).value);
      const x = Number(row.getCell(columnOf(points, 'MpXCoord')).value);
      row.getCell(columnOf(points, 'MpXCoord')).value = dutch(x + 0.25);
      row.getCell(columnOf(points, 'MpDate')).value = new Date(Date.UTC(2026, 2, 9));
      row.getCell(columnOf(points, 'MpRemark')).value = 'Gewijzigd in Excel';
      const added = points.addRow([]);
      added.getCell(columnOf(points, 'MpName')).value = 'NIEUW-1';
      added.getCell(columnOf(points, 'MpXCoord')).value = dutch(x + 10.5);
      added.getCell(columnOf(points, 'MpYCoord')).value = row.getCell(columnOf(points, 'MpYCoord')).value;
      added.getCell(columnOf(points, 'MpDate')).value = '25-11-2026';
      const layerGuid = String(layers.getRow(2).getCell(columnOf(layers, 'LaGuid')).value);
      layers.getRow(2).getCell(columnOf(layers, 'LaRemark')).value = 'Laag uit Excel';
      const changed = new Uint8Array(await workbook.xlsx.writeBuffer());

      const done = await imported([{ name: 'changed.xlsx', bytes: changed }], code.toLowerCase());
      expect(done).toMatchObject({ phase: 'import', state: 'done', progress: 1, result: { prId } });
      const after = await pointsOf(prId);
      expect(after).toHaveLength(5);
      const point = after.find((candidate) => candidate.MpName === name);
      expect(point).toMatchObject({ MpXCoord: x + 0.25, MpDate: '2026-03-09T00:00:00', MpRemark: 'Gewijzigd in Excel' });
      expect(after.find((candidate) => candidate.MpName === 'NIEUW-1')).toMatchObject({ MpXCoord: x + 10.5, MpDate: '2026-11-25T00:00:00' });
      const layer = (await selectRowsOfProject(api.server.db, 'layer', prId)).find((candidate) => String(candidate.LaGuid).toLowerCase() === layerGuid.toLowerCase());
      expect(layer).toMatchObject({ LaRemark: 'Laag uit Excel' });

      // The same file again carries the row versions of before the import: refused as changed since, nothing written.
      const stale = await imported([{ name: 'changed.xlsx', bytes: changed }], code);
      expect(stale).toMatchObject({ phase: 'import', state: 'failed' });
      expect(stale.log).toContainEqual(expect.objectContaining({ level: 'error', key: 'importExport.server.importFailed', text: expect.stringContaining('changed by someone else') }));
      expect(await pointsOf(prId)).toHaveLength(5);
    });

    it('takes back a CSV saved by Dutch Excel (semicolons, decimal commas) and refuses an unreadable cell naming its row and column', { timeout: 60_000 }, async () => {
      const { prId, code } = await seeded(3);
      const zip = await exported(prId, 'csv');
      const entries = unzipSync(zip.bytes);
      const pointsCsv = strFromU8(entries[`${code}-tblMeasurementPoints.csv`] ?? new Uint8Array());
      expect(Object.keys(entries)).toEqual([`${code}-tblMeasurementPoints.csv`, `${code}-tblLayers.csv`]);
      const parsed = Papa.parse<Record<string, string>>(pointsCsv.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
      const [first] = parsed.data;
      if (!first) throw new Error('no rows');
      const x = Number(first.MpXCoord);
      first.MpXCoord = dutch(x - 0.5);
      first.MpRemark = 'Uit CSV';
      const dutchCsv = Papa.unparse(parsed.data, { delimiter: ';' });

      const done = await imported([{ name: 'punten.csv', bytes: new TextEncoder().encode(dutchCsv) }], code);
      expect(done).toMatchObject({ phase: 'import', state: 'done' });
      expect((await pointsOf(prId)).find((point) => point.MpGuid === first.MpGuid)).toMatchObject({ MpXCoord: x - 0.5, MpRemark: 'Uit CSV' });

      first.MpXCoord = 'ver weg';
      const bad = await imported([{ name: 'punten.csv', bytes: new TextEncoder().encode(Papa.unparse(parsed.data, { delimiter: ';' })) }], code);
      expect(bad).toMatchObject({ phase: 'convert', state: 'failed' });
      expect(bad.log).toContainEqual(expect.objectContaining({ level: 'error', key: 'importExport.table.badCell', params: expect.objectContaining({ row: 2, column: 'MpXCoord' }) }));
    });

    it('refuses a table import into a code that names no project of the licence', { timeout: 60_000 }, async () => {
      const { prId } = await seeded(1);
      const file = await exported(prId, 'xlsx');
      const upload = await uploadForConversion(api.server, api.session, [{ name: 'a.xlsx', bytes: file.bytes }]);
      const orderId = orderIdOf(upload.body);
      await settledJob(api.server, api.session, orderId);
      const refused = await importOrder(api.server, api.session, orderId, 'GEEN-PROJECT');
      expect(refused).toMatchObject({ status: 400, body: { ErrorId: 'importExport.server.projectNotFound' } });
    });
  });
});
