import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaClassifications, type MediaClassification } from '../../src/domain/entities/media-item';
import { acceptsFile } from '../../src/domain/media/media-classifications';
import { isZipName, maxUploadBytes } from '../../src/domain/uploads/upload-rules';
import { refusedWriteCode, resultCodes } from '../../src/domain/wire/result-codes';
import { badRequest, isAppError, type AppError } from '../errors';
import { authenticate } from '../plugins/authenticate';
import { assertSameIdentity } from '../services/auth-service';
import { jobMessages } from '../services/jobs/job-messages';
import { fileTooLarge, maxUploadFiles } from '../services/jobs/upload-rules';
import { projectOfGuid, storeUploadedFiles, type FileRefusal, type MediaContext, type UploadedFile } from '../services/media/media-service';
import type { MediaStorage } from '../services/media/media-storage';
import { unpackSessionZip } from '../services/media/session-upload';
import { receiveUploads } from './receive-uploads';
import { authorisationSchema } from './wire';

/** The media service's prefix (spec 02 section 7, 'Media service'). */
export const mediaPrefix = '/MediaRestService_V1_0' as const;

/** UploadMedia takes single files, UploadZip a zip or klip, SessionUploadMedia the zip of a session's files. */
type UploadKind = 'media' | 'zip' | 'session';

const targetFields = z.object({
  ProjectGuid: z.string().trim().min(1).max(100),
  MediaClassification: z.enum(mediaClassifications).default('ProjectPhoto'),
  MpGuid: z.string().trim().min(1).max(100).optional(),
});

/** The spec's JSON body (spec 02 section 3, 'Media item'): file content as base64, bounded by BODY_LIMIT. */
const jsonUploadBody = targetFields.extend({
  Filename: z.string().trim().min(1).max(255),
  FileContent: z.base64(),
  LanguageCode: z.string().max(10).optional(),
  WebserviceVersion: z.string().max(10).optional(),
  Authorisation: authorisationSchema.optional(),
});

/** The refusal of a file name for this call and classification ('File type not supported', spec 02 section 8). */
function nameRefusal(kind: UploadKind, classification: MediaClassification, fileName: string): AppError | undefined {
  const fits = kind === 'session' ? fileName.toLowerCase().endsWith('.zip')
    : kind === 'zip' ? isZipName(fileName) && acceptsFile(classification, fileName)
      : !isZipName(fileName) && acceptsFile(classification, fileName);
  return fits ? undefined : badRequest(jobMessages.fileTypeNotSupported, { file: fileName });
}

function classificationOf(fields: Readonly<Record<string, string>>): MediaClassification {
  const parsed = z.enum(mediaClassifications).safeParse(fields.MediaClassification ?? 'ProjectPhoto');
  return parsed.success ? parsed.data : 'ProjectPhoto';
}

/** The spec's JSON upload written to the incoming folder (the body is bounded; the file then streams like any other). */
async function receiveJson(request: FastifyRequest, folder: string, kind: UploadKind) {
  const body = jsonUploadBody.parse(request.body);
  if (body.Authorisation && request.caller) assertSameIdentity(request.caller, body.Authorisation);
  const refusal = nameRefusal(kind, body.MediaClassification, body.Filename);
  if (refusal) throw refusal;
  const bytes = Buffer.from(body.FileContent, 'base64');
  if (bytes.length > maxUploadBytes) throw fileTooLarge(body.Filename);
  const path = join(folder, '0-upload');
  await writeFile(path, bytes, { mode: 0o600 });
  const file: UploadedFile = { name: body.Filename, path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  return { files: [file], target: body };
}

/** A multipart upload streamed to the incoming folder; text fields (ProjectGuid, MediaClassification, MpGuid) come before the files. */
async function receiveMultipart(request: FastifyRequest, folder: string, kind: UploadKind, maxFiles: number) {
  const { files, fields } = await receiveUploads(request, folder, {
    maxFiles: kind === 'session' ? 1 : maxFiles,
    check: (fileName, sent) => nameRefusal(kind, classificationOf(sent), fileName),
  });
  if (fields.Authorisation && request.caller) assertSameIdentity(request.caller, authorisationSchema.parse(JSON.parse(fields.Authorisation)));
  return { files, target: targetFields.parse(fields) };
}

function refusalEntry(refusal: FileRefusal) {
  return { FileName: refusal.fileName, ResultMessage: refusal.error.message, ErrorId: refusal.error.id, MessageParams: refusal.error.params };
}

/** The answer of an upload: what was stored, and every refusal as a value (spec 02 section 7: 'Errors are returned, not thrown'). */
function uploadAnswer(stored: readonly string[], refused: readonly FileRefusal[]) {
  const first = refused[0];
  return {
    ResultCode: first ? refusedWriteCode : resultCodes.write,
    ResultMessage: first ? first.error.message : '',
    ...(first ? { ErrorId: first.error.id, MessageParams: first.error.params } : {}),
    Uploaded: stored,
    Errors: refused.map(refusalEntry),
  };
}

async function upload(request: FastifyRequest, storage: MediaStorage, kind: UploadKind, maxFiles: number) {
  const caller = request.caller;
  if (!caller) throw new Error('media upload ran without authentication');
  const folder = await storage.incomingFolder();
  try {
    const received = request.isMultipart() ? await receiveMultipart(request, folder, kind, maxFiles) : await receiveJson(request, folder, kind);
    const classification = received.target.MediaClassification;
    let files = received.files;
    const refused: FileRefusal[] = [];
    if (kind === 'session') {
      files = [];
      for (const entry of await unpackSessionZip(received.files[0]?.path ?? '', folder, maxFiles)) {
        const refusal = nameRefusal('media', classification, entry.name);
        if (refusal) refused.push({ fileName: entry.name, error: refusal });
        else files.push(entry);
      }
    }
    const context: MediaContext = { db: request.server.database.db, storage, caller, now: new Date() };
    const project = await projectOfGuid(context, received.target.ProjectGuid);
    const outcome = await storeUploadedFiles(context, project, files, { classification, mpGuid: received.target.MpGuid });
    return uploadAnswer(outcome.stored, [...refused, ...outcome.refused]);
  } catch (error) {
    if (error instanceof z.ZodError) return uploadAnswer([], [{ fileName: '', error: badRequest(jobMessages.noFiles) }]);
    if (!isAppError(error) || error.status === 401 || error.status === 403) throw error;
    return uploadAnswer([], [{ fileName: String(error.params.file ?? ''), error }]);
  } finally {
    await storage.removeFolder(folder);
  }
}

/**
 * UploadMedia, UploadZip (zip and klip) and SessionUploadMedia (project_files.zip) of spec 02 section 7: a
 * multipart upload streamed to disk (the browser's way), or the spec's JSON with base64 content.
 */
export async function mediaUploadRoutes(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  const maxFiles = maxUploadFiles();
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: maxFiles + 1, fields: 10, parts: maxFiles + 11 } });
  const options = { onRequest: authenticate, bodyLimit: app.appConfig.bodyLimit };
  app.post(`${mediaPrefix}/UploadMedia`, options, (request) => upload(request, storage, 'media', maxFiles));
  app.post(`${mediaPrefix}/UploadZip`, options, (request) => upload(request, storage, 'zip', maxFiles));
  app.post(`${mediaPrefix}/SessionUploadMedia`, options, (request) => upload(request, storage, 'session', maxFiles));
}
