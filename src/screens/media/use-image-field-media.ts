import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { downloadThumbnailBatch, uploadMedia } from '../../api/calls/media';
import { cachedThumbnails } from '../../api/media/cached-thumbnails';
import type { ProjectId } from '../../api/envelope';
import { apiOf } from '../../api/queries/api-binding';
import { mediaKeys, mediaQueries } from '../../api/queries/media-queries';
import { imageFieldClassification, imageFieldMaxFiles } from '../../domain/media/image-field';
import { acceptsFile } from '../../domain/media/media-classifications';
import { uploadRefusal } from '../../domain/uploads/upload-rules';
import type { ImageFieldMedia } from '../../fields/image-field-media';
import { thumbnailStore } from './use-media-thumbnails';
import { refusalMessage, serverMessage } from './use-media-upload';
import { useProjectGuid } from './use-project-guid';

/** Where an image field's pictures go: the project, and on a point's screen that point's gallery too. */
export interface ImageFieldTarget {
  projectId: ProjectId;
  mpGuid?: string | undefined;
}

/**
 * The project media an image field (type 40) uploads into and shows from (spec 02 sections 3, 5 and 7): the
 * upload rules checked first, one picture, UploadMedia as the galleries call it, the media list refreshed
 * for every gallery; thumbnails through the browser's thumbnail cache (spec 02 section 4). Null until the
 * project's guid is known.
 */
export function useImageFieldMedia({ projectId, mpGuid }: ImageFieldTarget): ImageFieldMedia | null {
  const client = useQueryClient();
  const projectGuid = useProjectGuid(projectId);
  return useMemo(() => {
    if (!projectGuid) return null;
    const api = apiOf(client);
    return {
      upload: async (files) => {
        const refusal = uploadRefusal(files.map((file) => ({ name: file.name, size: file.size })), imageFieldMaxFiles, (name) => acceptsFile(imageFieldClassification, name));
        if (refusal) return { ok: false, message: refusalMessage(refusal) };
        try {
          const answer = await uploadMedia(api, { projectGuid, classification: imageFieldClassification, mpGuid }, files);
          await client.invalidateQueries({ queryKey: mediaKeys.list(projectId) });
          const stored = answer.Uploaded[0];
          const refused = answer.Errors[0];
          if (stored !== undefined) return { ok: true, fileName: stored };
          return { ok: false, message: refused ? serverMessage(refused) : { key: 'media.gallery.uploadFailed', params: {} } };
        } catch {
          return { ok: false, message: { key: 'media.gallery.uploadFailed', params: {} } };
        }
      },
      lookup: async (fileName) => {
        const items = await client.fetchQuery(mediaQueries.list(projectId, projectGuid));
        const item = items.find((candidate) => candidate.FileName === fileName);
        if (!item) return { found: false };
        const thumbnails = await cachedThumbnails(thumbnailStore(), projectGuid, [item], (names) => downloadThumbnailBatch(api, projectGuid, names), Date.now());
        return { found: true, thumbnail: thumbnails.get(fileName) ?? null };
      },
    };
  }, [client, projectGuid, projectId, mpGuid]);
}
