import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readAquoCsv, type AquoContent } from '../../../src/domain/formats/aquo/aquo-csv-reader';
import { roundToFractionDigits, transformPoint } from '../../../src/domain/coordinates/transform';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { selectProject } from '../../db/repositories/projects';
import type { WireRow } from '../../db/repositories/entity-rows';
import { importTreeWrite } from '../import-tree-write';
import { saveProjectTree } from '../project-tree-service';
import { failureEntry, jobLogEntry, type JobLogEntry } from './job-log';
import { jobMessages } from './job-messages';
import type { StepContext, StepOutcome } from './job-steps';

const contentFile = 'aquo.json';
/** Aquo coordinates are in the Dutch national grid (the Aquo-kit asks RD for every measurement point). */
const aquoSystem = 'EPSG:28992';

const uploadedFilesSchema = z.object({ files: z.array(z.object({ name: z.string(), path: z.string() })).min(1) });
const importInputSchema = z.object({ projectCode: z.string(), prId: z.number().int() });
const contentSchema = z.object({
  points: z.array(z.object({ name: z.string(), x: z.number().nullable(), y: z.number().nullable() })),
  samples: z.array(z.object({
    pointName: z.string(), name: z.string(), date: z.string().nullable(), matrixCode: z.enum(['OW', 'GW']).nullable(),
    observations: z.array(z.object({ code: z.string(), value: z.union([z.number(), z.string()]) })),
  })),
  valuesNotCarried: z.number(),
});

/** Reads every uploaded Aquo CSV (spec 02 section 9, 'New import'); one unreadable line fails the conversion, so nothing is half-read. */
export async function convertAquo({ job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const { files } = uploadedFilesSchema.parse(JSON.parse(job.input));
  const content: AquoContent = { points: [], samples: [], valuesNotCarried: 0 };
  const log: JobLogEntry[] = [];
  let ok = true;
  for (const [index, file] of files.entries()) {
    const read = readAquoCsv(new TextDecoder('utf-8').decode(await readFile(file.path)), file.name);
    log.push(...read.log);
    if (read.ok) {
      content.points.push(...read.value.points);
      content.samples.push(...read.value.samples);
      content.valuesNotCarried += read.value.valuesNotCarried;
    } else ok = false;
    onProgress((index + 1) / files.length);
  }
  if (ok) await writeFile(join(folder, contentFile), JSON.stringify(content));
  return { ok, result: ok ? { projectCode: null, counts: { tblMeasurementPoints: content.points.length, tblWaterSamples: content.samples.length } } : null, log };
}

const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** A point's coordinates moved from RD into the project's system and rounded to its decimals; none where the file gave none. */
function placed(point: { x: number | null; y: number | null }, projectSystem: string): { MpXCoord?: number; MpYCoord?: number } {
  if (point.x === null || point.y === null) return {};
  const moved = transformPoint({ x: point.x, y: point.y }, aquoSystem, projectSystem);
  if (!moved.ok) throw new Error(`coordinates ${point.x}, ${point.y} cannot be placed in ${projectSystem}`);
  return { MpXCoord: roundToFractionDigits(moved.value.x, projectSystem), MpYCoord: roundToFractionDigits(moved.value.y, projectSystem) };
}

/**
 * The Aquo content as SetProjectWithChilds' tables: a point or sample the project already has (by name,
 * a sample under its point) keeps its GUID and is updated, the others are added with new GUIDs.
 */
function treeOf(content: z.output<typeof contentSchema>, storedPoints: readonly WireRow[], storedSamples: readonly WireRow[], projectSystem: string) {
  const pointGuids = new Map(storedPoints.map((point) => [key(point.MpName), String(point.MpGuid)]));
  const pointGuidById = new Map(storedPoints.map((point) => [String(point.MpID), String(point.MpGuid)]));
  const sampleGuids = new Map(storedSamples.map((sample) => [`${pointGuidById.get(String(sample.MpID)) ?? ''}\u0000${key(sample.WsName)}`, String(sample.WsGuid)]));
  const tblMeasurementPoints = content.points.map((point) => {
    const MpGuid = pointGuids.get(key(point.name)) ?? randomUUID();
    pointGuids.set(key(point.name), MpGuid);
    return { MpGuid, MpName: point.name, ...placed(point, projectSystem) };
  });
  const tblWaterSamples: WireRow[] = [];
  const tblObservation: WireRow[] = [];
  for (const sample of content.samples) {
    const MpGuid = pointGuids.get(key(sample.pointName)) ?? '';
    const WsGuid = sampleGuids.get(`${MpGuid}\u0000${key(sample.name)}`) ?? randomUUID();
    tblWaterSamples.push({ WsGuid, MpGuid, WsName: sample.name, WsDate: sample.date, WsMatrixCode: sample.matrixCode });
    for (const observation of sample.observations) tblObservation.push({ WsGuid, ObPropertyCode: observation.code, ObMeasurementValue: observation.value, ObObservationDate: sample.date });
  }
  return { tblMeasurementPoints, tblWaterSamples, tblObservation };
}

/**
 * Writes the read points, water samples and observations into the existing project through the one write path
 * for rows (SetProjectWithChilds' rules, one transaction: a refused row leaves the project as it was).
 */
export async function importAquo({ db, job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const { prId, projectCode } = importInputSchema.parse(JSON.parse(job.input));
  const viewer = { licenceId: job.licenceId, userId: job.userId };
  try {
    const content = contentSchema.parse(JSON.parse(await readFile(join(folder, contentFile), 'utf8')));
    const project = await selectProject(db, viewer.licenceId, prId);
    if (!project) return { ok: false, result: null, log: [jobLogEntry('error', jobMessages.projectNotFound, { code: projectCode })] };
    const storedPoints = await selectRowsOfProject(db, 'measurementPoint', prId, ['MpID', 'MpGuid', 'MpName']);
    const storedSamples = await selectRowsOfProject(db, 'waterSample', prId, ['WsGuid', 'WsName', 'MpID']);
    const projectSystem = typeof project.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : aquoSystem;
    const tree = treeOf(content, storedPoints, storedSamples, projectSystem);
    await saveProjectTree(db, viewer, prId, tree, importTreeWrite(onProgress));
    return {
      ok: true,
      result: { prId, prCode: projectCode },
      log: [jobLogEntry('info', jobMessages.aquoImported, { code: projectCode, points: tree.tblMeasurementPoints.length, samples: tree.tblWaterSamples.length, observations: tree.tblObservation.length })],
    };
  } catch (error) {
    return { ok: false, result: null, log: [failureEntry(error, jobMessages.importFailed)] };
  }
}
