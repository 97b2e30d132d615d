import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { watercourseZipSchema, type ShapePoint } from '../../../src/domain/formats/shapefile/watercourse-content';
import { placeWatercourses, watercourseLayerName } from '../../../src/domain/formats/shapefile/watercourse-layer';
import { readWatercourseZip } from '../../../src/domain/formats/shapefile/watercourse-zip-reader';
import { inTransaction } from '../../db/executor';
import { insertMedia, mediaNameKey, takenMediaNames } from '../../db/repositories/media';
import { selectProject } from '../../db/repositories/projects';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { findUserById } from '../../db/repositories/users';
import type { WireRow } from '../../db/repositories/entity-rows';
import { importTreeWrite } from '../import-tree-write';
import { writeGeneratedMedia } from '../media/generated-media';
import { mediaMessages } from '../media/media-messages';
import { saveProjectTree } from '../project-tree-service';
import { failureEntry, jobLogEntry, type JobLogEntry } from './job-log';
import { jobMessages } from './job-messages';
import type { StepContext, StepOutcome } from './job-steps';

const contentFile = 'watercourses.json';
/** A project without a coordinate system is drawn in RD New on the map (src/screens/map): its watercourses go there too. */
const defaultSystem = 'EPSG:28992';

// One zip at a time (spec 02 section 5): the upload rules refuse a second before the job is made.
const uploadedFilesSchema = z.object({ files: z.array(z.object({ name: z.string(), path: z.string() })).length(1) });
const importInputSchema = z.object({ projectCode: z.string(), prId: z.number().int() });

/** Reads the uploaded shapefile zip (spec 02 section 9, 'New import'); a missing part, an unreadable file or an unknown .prj fails the conversion. */
export async function convertWatercourses({ job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const [file] = uploadedFilesSchema.parse(JSON.parse(job.input)).files;
  if (!file) return { ok: false, result: null, log: [jobLogEntry('error', jobMessages.noFiles)] };
  const read = readWatercourseZip(new Uint8Array(await readFile(file.path)), file.name);
  onProgress(1);
  if (!read.ok) return { ok: false, result: null, log: read.log };
  await writeFile(join(folder, contentFile), JSON.stringify(read.value));
  const count = (part: 'lines' | 'points') => read.value.shapefiles.reduce((sum, shapefile) => sum + shapefile[part].length, 0);
  return { ok: true, result: { projectCode: null, counts: { watercourseShapes: count('lines'), tblMeasurementPoints: count('points') } }, log: read.log };
}

const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The point shapes as SetProjectWithChilds' points: one the project already has by name keeps its GUID and gets the new place. */
function pointRows(points: readonly ShapePoint[], stored: readonly WireRow[]): WireRow[] {
  const guids = new Map(stored.map((point) => [key(point.MpName), String(point.MpGuid)]));
  return points.map((point) => ({ MpGuid: guids.get(key(point.name)) ?? randomUUID(), MpName: point.name, MpXCoord: point.x, MpYCoord: point.y }));
}

/**
 * Writes the zip's watercourses into the existing project in one transaction: the lines and areas as a MapLayers
 * media item (GeoJSON in the project's system, named after the zip, drawn under the map's own layers) and the point
 * shapes as measurement points through SetProjectWithChilds' rules. A layer name the project holds already, or a
 * point the rules refuse, leaves the project as it was; the layer's file is removed again then.
 */
export async function importWatercourses({ db, job, folder, media, onProgress }: StepContext): Promise<StepOutcome> {
  const { prId, projectCode } = importInputSchema.parse(JSON.parse(job.input));
  const viewer = { licenceId: job.licenceId, userId: job.userId };
  let writtenFile: string | undefined;
  try {
    const content = watercourseZipSchema.parse(JSON.parse(await readFile(join(folder, contentFile), 'utf8')));
    const project = await selectProject(db, viewer.licenceId, prId);
    if (!project) return { ok: false, result: null, log: [jobLogEntry('error', jobMessages.projectNotFound, { code: projectCode })] };
    const projectSystem = typeof project.PrCoordinateSystem === 'string' && project.PrCoordinateSystem !== '' ? project.PrCoordinateSystem : defaultSystem;
    const placed = placeWatercourses(content, projectSystem);
    if (!placed.ok) return { ok: false, result: null, log: placed.log };
    const { layer, points } = placed.value;
    const layerName = watercourseLayerName(content.file);
    const uploadedBy = (await findUserById(db, viewer.userId))?.username ?? '';
    const written = await inTransaction(db, async (trx) => {
      if (layer) {
        if ((await takenMediaNames(trx, prId, [mediaNameKey(layerName)])).size > 0) return false;
        const file = { fileName: layerName, content: new TextEncoder().encode(JSON.stringify(layer)), mediaType: 'application/geo+json', classification: 'MapLayers' as const };
        const generated = await writeGeneratedMedia(media, viewer.licenceId, { PrID: prId, PrGuid: String(project.PrGuid) }, file, uploadedBy, new Date());
        writtenFile = generated.path;
        await insertMedia(trx, [generated.row]);
      }
      if (points.length > 0) {
        const stored = await selectRowsOfProject(trx, 'measurementPoint', prId, ['MpGuid', 'MpName']);
        await saveProjectTree(trx, viewer, prId, { tblMeasurementPoints: pointRows(points, stored) }, importTreeWrite(onProgress));
      }
      return true;
    });
    if (!written) return { ok: false, result: null, log: [jobLogEntry('error', mediaMessages.nameExists, { file: layerName })] };
    const log: JobLogEntry[] = [];
    if (layer) log.push(jobLogEntry('info', jobMessages.watercourseLayerImported, { code: projectCode, layer: layerName, lines: layer.features.length }));
    if (points.length > 0) log.push(jobLogEntry('info', jobMessages.watercoursePointsImported, { code: projectCode, points: points.length }));
    return { ok: true, result: { prId, prCode: projectCode }, log };
  } catch (error) {
    if (writtenFile) await media.remove(writtenFile);
    return { ok: false, result: null, log: [failureEntry(error, jobMessages.importFailed)] };
  }
}
