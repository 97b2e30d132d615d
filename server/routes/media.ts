import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resultCodes } from '../../src/domain/wire/result-codes';
import { thumbnailBatchSize } from '../../src/domain/media/thumbnail-cache';
import { notFound } from '../errors';
import { selectMediaByGuid } from '../db/repositories/media';
import { deleteMedia, listMedia, mediaByName, projectOfGuid, thumbnailBatch, thumbnailOf, type MediaContext } from '../services/media/media-service';
import { mediaMessages } from '../services/media/media-messages';
import { isValidLink, mediaFilePath, signedLink } from '../services/media/media-links';
import { MediaStorage } from '../services/media/media-storage';
import { mediaPrefix, mediaUploadRoutes } from './media-uploads';
import { registerCall, type CallContext } from './register-call';

const envelope = { LanguageCode: z.string().max(10).optional(), WebserviceVersion: z.string().max(10).optional() };
const projectGuid = z.string().trim().min(1).max(100);
const fileName = z.string().trim().min(1).max(255);

/**
 * The media service (spec 02 section 7, 'Media service'): uploads (media-uploads.ts), GetMediaList, GetLink,
 * DownloadMediaThumbnail, DownloadMediaThumbnailBatch and DeleteMedia, each within the caller's licence,
 * and the signed links' GET that streams a file from the media folder.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const storage = new MediaStorage(app.appConfig.mediaDir);
  const contextOf = (call: CallContext<unknown>): MediaContext => ({ db: call.database.db, storage, caller: call.caller, now: new Date() });
  await mediaUploadRoutes(app, storage);

  registerCall(app, `${mediaPrefix}/GetMediaList`, z.object({ ...envelope, ProjectGuid: projectGuid }), async (call) => {
    const context = contextOf(call);
    const project = await projectOfGuid(context, call.body.ProjectGuid);
    return { ResultCode: resultCodes.read, ResultMessage: '', Media: await listMedia(context, project) };
  });

  registerCall(app, `${mediaPrefix}/GetLink`, z.object({ ...envelope, ProjectGuid: projectGuid, Filename: fileName.optional() }), async (call) => {
    const context = contextOf(call);
    const project = await projectOfGuid(context, call.body.ProjectGuid);
    const key = await storage.linkKey();
    const now = Date.now();
    const items = call.body.Filename === undefined ? await listMedia(context, project) : [await mediaByName(context, project, call.body.Filename)];
    const links = items.map((item) => ({ FileName: item.FileName, Link: signedLink(key, item.MeGuid, now) }));
    return { ResultCode: resultCodes.read, ResultMessage: '', Link: links[0]?.Link ?? null, Links: links };
  });

  registerCall(app, `${mediaPrefix}/DownloadMediaThumbnail`, z.object({ ...envelope, ProjectGuid: projectGuid, Filename: fileName }), async (call) => {
    const context = contextOf(call);
    const project = await projectOfGuid(context, call.body.ProjectGuid);
    const content = await thumbnailOf(context, project, await mediaByName(context, project, call.body.Filename));
    return content
      ? { ResultCode: resultCodes.download, ResultMessage: '', FileContent: content }
      : { ResultCode: 'Download_Failed', ResultMessage: mediaMessages.noThumbnail.text.replace('{{file}}', call.body.Filename), FileContent: '' };
  });

  const batchBody = z.object({ ...envelope, ProjectGuid: projectGuid, FileNames: z.array(fileName).min(1).max(thumbnailBatchSize) });
  registerCall(app, `${mediaPrefix}/DownloadMediaThumbnailBatch`, batchBody, async (call) => {
    const context = contextOf(call);
    const project = await projectOfGuid(context, call.body.ProjectGuid);
    return { ResultCode: resultCodes.download, ResultMessage: '', FileContentPerFileName: await thumbnailBatch(context, project, call.body.FileNames) };
  });

  const deleteBody = z.object({ ...envelope, ProjectGuid: projectGuid, Filename: fileName.optional(), FileNames: z.array(fileName).min(1).max(1000).optional() })
    .refine((body) => body.Filename !== undefined || body.FileNames !== undefined, { error: 'Filename or FileNames is required' });
  registerCall(app, `${mediaPrefix}/DeleteMedia`, deleteBody, async (call) => {
    const context = contextOf(call);
    const project = await projectOfGuid(context, call.body.ProjectGuid);
    const names = call.body.FileNames ?? (call.body.Filename === undefined ? [] : [call.body.Filename]);
    return { ResultCode: resultCodes.write, ResultMessage: '', Deleted: await deleteMedia(context, project, names) };
  });

  const linkQuery = z.object({ expires: z.coerce.number().int(), sig: z.string().max(100), download: z.enum(['0', '1']).optional() });
  app.get(`${mediaFilePath}/:meGuid`, async (request, reply) => {
    const { meGuid } = z.object({ meGuid: z.string().max(100) }).parse(request.params);
    const query = linkQuery.safeParse(request.query);
    const key = await storage.linkKey();
    if (!query.success || !isValidLink(key, meGuid, query.data.expires, query.data.sig, Date.now())) throw notFound(mediaMessages.linkInvalid);
    const row = await selectMediaByGuid(app.database.db, meGuid);
    if (!row) throw notFound(mediaMessages.linkInvalid);
    const disposition = query.data.download === '1' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', row.MediaType)
      .header('Content-Length', String(row.ByteSize))
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.FileName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(storage.filePath(Number(row.LicenceID), row.PrGuid, row.StoredName)));
  });
}
