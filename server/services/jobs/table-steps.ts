import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { extensionOf } from '../../../src/domain/uploads/upload-rules';
import { pointNameColumn, sheetToRows, type SheetRow } from '../../../src/domain/formats/tables/table-sheets';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { selectProject } from '../../db/repositories/projects';
import { importTreeWrite } from '../import-tree-write';
import { saveProjectTree } from '../project-tree-service';
import { readCsv, readXlsx, tableOfSheet, type ReadSheet } from '../import-export/table-files';
import { failureEntry, jobLogEntry, type JobLogEntry } from './job-log';
import { jobMessages } from './job-messages';
import type { StepContext, StepOutcome } from './job-steps';

const tablesFile = 'tables.json';

const uploadedFilesSchema = z.object({ files: z.array(z.object({ name: z.string(), path: z.string() })).min(1) });
const convertedSchema = z.object({ tblMeasurementPoints: z.array(z.record(z.string(), z.unknown())), tblLayers: z.array(z.record(z.string(), z.unknown())) });
const importInputSchema = z.object({ projectCode: z.string(), prId: z.number().int() });

type Tables = z.output<typeof convertedSchema>;

async function sheetsOf(file: { name: string; path: string }): Promise<ReadSheet[]> {
  const bytes = new Uint8Array(await readFile(file.path));
  if (extensionOf(file.name) === '.xlsx') return readXlsx(bytes);
  return [readCsv(new TextDecoder('utf-8').decode(bytes), file.name)];
}

/**
 * Reads the uploaded spreadsheets (XLSX: a worksheet per table; CSV: a file per table) into points and layers
 * (spec 02 section 9), every cell by its field's type; a cell that cannot be read fails the conversion with its
 * row and column in the log, so nothing half-read is imported.
 */
export async function convertTables({ job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const { files } = uploadedFilesSchema.parse(JSON.parse(job.input));
  const tables: Tables = { tblMeasurementPoints: [], tblLayers: [] };
  const log: JobLogEntry[] = [];
  for (const [index, file] of files.entries()) {
    let sheets: ReadSheet[];
    try {
      sheets = await sheetsOf(file);
    } catch {
      log.push(jobLogEntry('error', jobMessages.unreadable, { file: file.name }));
      continue;
    }
    for (const sheet of sheets) {
      const table = tableOfSheet(sheet);
      if (!table) {
        log.push({ level: 'warning', key: 'importExport.table.unknownSheet', params: { file: file.name, sheet: sheet.name } });
        continue;
      }
      const read = sheetToRows(table, sheet.header, sheet.rows, file.name);
      log.push(...read.log);
      tables[table.table].push(...read.rows);
    }
    onProgress((index + 1) / files.length);
  }
  const ok = !log.some((entry) => entry.level === 'error');
  log.push({ level: ok ? 'info' : 'error', key: 'importExport.table.read', params: { points: tables.tblMeasurementPoints.length, layers: tables.tblLayers.length } });
  if (ok) await writeFile(join(folder, tablesFile), JSON.stringify(tables));
  return { ok, result: ok ? { projectCode: null, counts: { tblMeasurementPoints: tables.tblMeasurementPoints.length, tblLayers: tables.tblLayers.length } } : null, log };
}

const nameKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Gives every row its GUID (spec 01 section 4: a GUID names one record): a point without one is the stored
 * point of the same name, else a new point; a layer without its point's GUID finds it by the point's name;
 * a layer without its own GUID is new. The layers' point names are taken off.
 */
function withGuids(tables: Tables, stored: readonly SheetRow[]): Tables {
  const byName = new Map(stored.map((point) => [nameKey(point.MpName), String(point.MpGuid)]));
  const points = tables.tblMeasurementPoints.map((point) => {
    const guid = hasText(point.MpGuid) ? point.MpGuid : byName.get(nameKey(point.MpName)) ?? randomUUID();
    byName.set(nameKey(point.MpName), String(guid));
    return { ...point, MpGuid: guid };
  });
  const layers = tables.tblLayers.map(({ [pointNameColumn]: pointName, ...layer }) => ({
    ...layer,
    MpGuid: hasText(layer.MpGuid) ? layer.MpGuid : byName.get(nameKey(pointName)) ?? null,
    LaGuid: hasText(layer.LaGuid) ? layer.LaGuid : randomUUID(),
  }));
  return { tblMeasurementPoints: points, tblLayers: layers };
}

/**
 * Imports the read rows into the existing project through the one write path for rows (SetProjectWithChilds'
 * rules, in one transaction): rows whose GUID (or point name) is stored are updated — at the row version the
 * file carries, so a row changed since the export is refused — and the others inserted.
 */
export async function importTables({ db, job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const { prId, projectCode } = importInputSchema.parse(JSON.parse(job.input));
  const tables = convertedSchema.parse(JSON.parse(await readFile(join(folder, tablesFile), 'utf8')));
  const viewer = { licenceId: job.licenceId, userId: job.userId };
  try {
    if (!(await selectProject(db, viewer.licenceId, prId))) return { ok: false, result: null, log: [jobLogEntry('error', jobMessages.projectNotFound, { code: projectCode })] };
    const stored = await selectRowsOfProject(db, 'measurementPoint', prId, ['MpGuid', 'MpName']);
    const payload = withGuids(tables, stored);
    await saveProjectTree(db, viewer, prId, payload, importTreeWrite(onProgress));
    return {
      ok: true,
      result: { prId, prCode: projectCode },
      log: [jobLogEntry('info', jobMessages.tablesImported, { code: projectCode, points: payload.tblMeasurementPoints.length, layers: payload.tblLayers.length })],
    };
  } catch (error) {
    return { ok: false, result: null, log: [failureEntry(error, jobMessages.importFailed)] };
  }
}
