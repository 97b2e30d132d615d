import * as z from 'zod';
import type { MediaClassification } from '../../domain/entities/media-item';
import { mediaClassifications } from '../../domain/entities/media-item';
import { isZipName } from '../../domain/uploads/upload-rules';
import { resultCodes } from '../../domain/wire/result-codes';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

/** The media service's prefix (spec 02 section 7, 'Media service'). */
const mediaPath = '/MediaRestService_V1_0';

const mediaItemSchema = z.object({
  MeGuid: z.string(),
  FileName: z.string(),
  MediaClassification: z.enum(mediaClassifications),
  MpGuid: z.string().nullable(),
  MediaType: z.string(),
  ByteSize: z.number(),
  Checksum: z.string(),
  HasThumbnail: z.boolean(),
  Width: z.number().nullable(),
  Height: z.number().nullable(),
  UploadedBy: z.string(),
  UploadedAt: z.string(),
  RowVersion: z.number(),
});

/** A stored media item as GetMediaList answers it (spec 02 section 3, 'Media item', with its metadata). */
export type StoredMediaItem = z.output<typeof mediaItemSchema>;

const refusalSchema = z.object({ FileName: z.string(), ResultMessage: z.string(), ErrorId: z.string(), MessageParams: z.record(z.string(), z.union([z.string(), z.number()])) });
const uploadAnswerSchema = z.object({ Uploaded: z.array(z.string()), Errors: z.array(refusalSchema) });

/** One refused file: the server's catalogue key and its parameters, to translate. */
export type MediaRefusal = z.output<typeof refusalSchema>;

/** What an upload stored and refused ('Errors are returned, not thrown', spec 02 section 7). */
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;

/** Where uploaded files go: the project, their classification, and for a point's gallery the point. */
export interface MediaTarget {
  projectGuid: string;
  classification: MediaClassification;
  mpGuid?: string | undefined;
}

/**
 * UploadMedia, or UploadZip for a zip or klip (spec 02 section 7), as one multipart form the browser
 * streams from disk: the target's fields first, then the files.
 */
export async function uploadMedia(api: ApiClient, target: MediaTarget, files: readonly File[], options?: CallOptions): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('ProjectGuid', target.projectGuid);
  form.append('MediaClassification', target.classification);
  if (target.mpGuid) form.append('MpGuid', target.mpGuid);
  for (const file of files) form.append('files', file, file.name);
  const call = files.some((file) => isZipName(file.name)) ? 'UploadZip' : 'UploadMedia';
  const answer = await api.postForm(call, `${mediaPath}/${call}`, form, options);
  const parsed = uploadAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(call, 'Uploaded', z.prettifyError(parsed.error));
  return parsed.data;
}

/** GetMediaList: the project's media items. */
export async function getMediaList(api: ApiClient, projectGuid: string, options?: CallOptions): Promise<StoredMediaItem[]> {
  const answer = await api.post('GetMediaList', `${mediaPath}/GetMediaList`, { ProjectGuid: projectGuid }, [resultCodes.read], options);
  const parsed = z.array(mediaItemSchema).safeParse(answer.Media);
  if (!parsed.success) throw unreadableAnswerError('GetMediaList', 'Media', z.prettifyError(parsed.error));
  return parsed.data;
}

/** DownloadMediaThumbnailBatch (at most 25 names, spec 02 section 9): base64 JPEG by file name, for those that have one. */
export async function downloadThumbnailBatch(api: ApiClient, projectGuid: string, fileNames: readonly string[], options?: CallOptions): Promise<Record<string, string>> {
  const answer = await api.post('DownloadMediaThumbnailBatch', `${mediaPath}/DownloadMediaThumbnailBatch`, { ProjectGuid: projectGuid, FileNames: fileNames }, [resultCodes.download], options);
  const parsed = z.record(z.string(), z.string()).safeParse(answer.FileContentPerFileName);
  if (!parsed.success) throw unreadableAnswerError('DownloadMediaThumbnailBatch', 'FileContentPerFileName', z.prettifyError(parsed.error));
  return parsed.data;
}

/** GetLink: a signed link (valid one hour) to the file, for the lightbox and downloads. */
export async function getMediaLink(api: ApiClient, projectGuid: string, fileName: string, options?: CallOptions): Promise<string> {
  const answer = await api.post('GetLink', `${mediaPath}/GetLink`, { ProjectGuid: projectGuid, Filename: fileName }, [resultCodes.read], options);
  if (typeof answer.Link !== 'string') throw unreadableAnswerError('GetLink', 'Link', 'no link');
  return answer.Link;
}

/** DeleteMedia: removes the items, their files and thumbnails (spec 02 section 4). */
export async function deleteMedia(api: ApiClient, projectGuid: string, fileNames: readonly string[], options?: CallOptions): Promise<void> {
  await api.post('DeleteMedia', `${mediaPath}/DeleteMedia`, { ProjectGuid: projectGuid, FileNames: fileNames }, [resultCodes.write], options);
}
