import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { MediaClassification } from '../../../src/domain/entities/media-item';
import { isImageName } from '../../../src/domain/media/media-classifications';
import type { AppError} from '../../errors';
import { badRequest, notFound } from '../../errors';
import { inTransaction, type Executor } from '../../db/executor';
import {
  deleteMediaRow, findPointOfProject, findProjectByGuid, insertMedia, mediaNameKey, selectMediaByNames, selectMediaOfProject, takenMediaNames,
  type MediaRow,
} from '../../db/repositories/media';
import type { Caller } from '../caller';
import { checkContent, writeThumbnail } from './media-content';
import { mediaMessages } from './media-messages';
import type { MediaStorage } from './media-storage';
import { thumbnailBatchSize } from '../../../src/domain/media/thumbnail-cache';

/** An upload's file on disk, streamed there and hashed (server/routes/receive-uploads.ts). */
export interface UploadedFile {
  name: string;
  path: string;
  size: number;
  /** Hex SHA-256. */
  sha256: string;
}

/** What every media call works with: the database, the folder and who calls. */
export interface MediaContext {
  db: Executor;
  storage: MediaStorage;
  caller: Caller;
  now: Date;
}

/** A project of the caller's licence, found by guid. */
export interface MediaProject {
  PrID: number;
  PrGuid: string;
}

/** The project by ProjectGuid; another licence's is not found (licence isolation, spec 02 section 6). */
export async function projectOfGuid(context: MediaContext, prGuid: string): Promise<MediaProject> {
  const project = await findProjectByGuid(context.db, context.caller.licenceId, prGuid);
  if (!project) throw notFound(mediaMessages.projectNotFound, { guid: prGuid });
  return project;
}

/** One refused file of an upload: its name and why (spec 02 section 8's media messages). */
export interface FileRefusal {
  fileName: string;
  error: AppError;
}

/** What an upload stored and what it refused, file by file ('Errors are returned, not thrown', spec 02 section 7). */
export interface UploadOutcome {
  stored: string[];
  refused: FileRefusal[];
}

/** Where the new files go: classification and, for a point's gallery, the point. */
export interface UploadTarget {
  classification: MediaClassification;
  mpGuid: string | undefined;
}

async function pointIdOf(context: MediaContext, project: MediaProject, mpGuid: string | undefined): Promise<number | null> {
  if (!mpGuid) return null;
  const mpId = await findPointOfProject(context.db, project.PrID, mpGuid);
  if (mpId === undefined) throw notFound(mediaMessages.pointNotFound, { guid: mpGuid });
  return mpId;
}

/**
 * Stores the checked files of one upload (spec 02 section 5): a name the project already has, or one that
 * repeats in the upload, is refused; unreadable content is refused; pictures get a thumbnail made by sharp.
 * Files move into the media folder first; the rows are written in one transaction, and when that fails
 * the moved files are removed again, so the folder never holds a file without its row.
 */
export async function storeUploadedFiles(context: MediaContext, project: MediaProject, files: readonly UploadedFile[], target: UploadTarget): Promise<UploadOutcome> {
  const { storage, caller } = context;
  const mpId = await pointIdOf(context, project, target.mpGuid);
  const taken = await takenMediaNames(context.db, project.PrID, files.map((file) => mediaNameKey(file.name)));
  const refused: FileRefusal[] = [];
  const rows: Parameters<typeof insertMedia>[1][number][] = [];
  const placed: string[] = [];
  for (const file of files) {
    const key = mediaNameKey(file.name);
    if (taken.has(key)) {
      refused.push({ fileName: file.name, error: badRequest(mediaMessages.nameExists, { file: file.name }) });
      continue;
    }
    const content = await checkContent(file.path, file.name);
    if (!content.readable) {
      refused.push({ fileName: file.name, error: badRequest(mediaMessages.unreadable, { file: file.name }) });
      continue;
    }
    taken.add(key);
    const meGuid = randomUUID();
    const storedName = storage.storedNameOf(meGuid, file.name);
    const path = storage.filePath(caller.licenceId, project.PrGuid, storedName);
    await storage.moveIntoPlace(file.path, path);
    placed.push(path);
    const thumbnail = storage.thumbnailPath(caller.licenceId, project.PrGuid, meGuid);
    const hasThumbnail = isImageName(file.name) && await writeThumbnail(path, thumbnail);
    if (hasThumbnail) placed.push(thumbnail);
    rows.push({
      PrID: project.PrID, MpID: mpId, MeGuid: meGuid, FileName: file.name.trim(), NameKey: key, MediaClassification: target.classification,
      MediaType: content.mediaType, ByteSize: file.size, Checksum: file.sha256, StoredName: storedName, HasThumbnail: hasThumbnail ? 1 : 0,
      Width: content.width ?? null, Height: content.height ?? null, UploadedBy: caller.username, UploadedAt: context.now.toISOString(),
    });
  }
  try {
    await inTransaction(context.db, (trx) => insertMedia(trx, rows));
  } catch (error) {
    await Promise.all(placed.map((path) => storage.remove(path)));
    throw error;
  }
  return { stored: rows.map((row) => row.FileName), refused };
}

/** A media item as GetMediaList answers it. */
function mediaItemOf(row: MediaRow & { MpGuid?: string | null }) {
  return {
    MeGuid: row.MeGuid, FileName: row.FileName, MediaClassification: row.MediaClassification, MpGuid: row.MpGuid ?? null,
    MediaType: row.MediaType, ByteSize: Number(row.ByteSize), Checksum: row.Checksum, HasThumbnail: row.HasThumbnail === 1,
    Width: row.Width, Height: row.Height, UploadedBy: row.UploadedBy, UploadedAt: row.UploadedAt, RowVersion: row.RowVersion,
  };
}

/** The project's media items (GetMediaList). */
export async function listMedia(context: MediaContext, project: MediaProject) {
  return (await selectMediaOfProject(context.db, project.PrID)).map(mediaItemOf);
}

/** One media item of the project by name, or a not-found refusal. */
export async function mediaByName(context: MediaContext, project: MediaProject, fileName: string): Promise<MediaRow> {
  const [row] = await selectMediaByNames(context.db, project.PrID, [fileName]);
  if (!row) throw notFound(mediaMessages.mediaNotFound, { file: fileName });
  return row;
}

/** The thumbnail's bytes as base64, or undefined when the item has none (DownloadMediaThumbnail). */
export async function thumbnailOf(context: MediaContext, project: MediaProject, row: MediaRow): Promise<string | undefined> {
  if (row.HasThumbnail !== 1) return undefined;
  try {
    return (await readFile(context.storage.thumbnailPath(context.caller.licenceId, project.PrGuid, row.MeGuid))).toString('base64');
  } catch {
    return undefined;
  }
}

/** Thumbnails of up to 25 names (DownloadMediaThumbnailBatch, spec 02 section 9) by file name as asked; names without one are left out. */
export async function thumbnailBatch(context: MediaContext, project: MediaProject, fileNames: readonly string[]): Promise<Record<string, string>> {
  if (fileNames.length > thumbnailBatchSize) throw badRequest(mediaMessages.tooManyNames, { max: thumbnailBatchSize });
  const rows = await selectMediaByNames(context.db, project.PrID, fileNames);
  const byKey = new Map(rows.map((row) => [row.NameKey, row]));
  const answer: Record<string, string> = {};
  for (const name of fileNames) {
    const row = byKey.get(mediaNameKey(name));
    const content = row ? await thumbnailOf(context, project, row) : undefined;
    if (content) answer[name] = content;
  }
  return answer;
}

/**
 * Deletes media items by name (DeleteMedia): the rows in one transaction, then their files and thumbnails
 * (spec 02 section 4: deleting media also removes its thumbnail). Unknown names refuse the whole call.
 */
export async function deleteMedia(context: MediaContext, project: MediaProject, fileNames: readonly string[]): Promise<string[]> {
  const rows = await inTransaction(context.db, async (trx) => {
    const found = await selectMediaByNames(trx, project.PrID, fileNames);
    const missing = fileNames.find((name) => !found.some((row) => row.NameKey === mediaNameKey(name)));
    if (missing !== undefined) throw notFound(mediaMessages.mediaNotFound, { file: missing });
    for (const row of found) await deleteMediaRow(trx, row.MeID);
    return found;
  });
  const { storage, caller } = context;
  await Promise.all(rows.flatMap((row) => [
    storage.remove(storage.filePath(caller.licenceId, project.PrGuid, row.StoredName)),
    storage.remove(storage.thumbnailPath(caller.licenceId, project.PrGuid, row.MeGuid)),
  ]));
  return rows.map((row) => row.FileName);
}
