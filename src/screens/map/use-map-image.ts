import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadMedia } from '../../api/calls/media';
import type { UploadAnswer } from '../../api/calls/media';
import type { ProjectId } from '../../api';
import { apiOf } from '../../api/queries/api-binding';
import { mediaKeys } from '../../api/queries/media-queries';
import type { ProjectMap } from './create-map';

/** Where a map image save stands: the message the map tools show. */
export type MapImageStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string }
  | { kind: 'refused'; key: string; params: Record<string, string | number> }
  | { kind: 'failed' };

/** The canvas as PNG: the screen's lines and labels stay sharp. */
async function pngFile(canvas: HTMLCanvasElement, fileName: string): Promise<File> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the map image could not be encoded');
  return new File([blob], fileName, { type: 'image/png' });
}

/**
 * Saves the current view as a map image (spec 02 section 2, 'Map': take a screenshot; the image then
 * appears among the project's map images): the visible layers rendered at the view's own size and
 * scale, uploaded with UploadMedia as a MapImages item. A refusal (e.g. the name exists) comes back
 * as the server's catalogue message; the media list is refreshed so the gallery shows it.
 */
export function useMapImage(projectId: ProjectId, projectGuid: string | undefined) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ map, fileName }: { map: ProjectMap; fileName: string }): Promise<UploadAnswer> => {
      if (!projectGuid) throw new Error('map image before the project was loaded');
      const { metresPerPixel, pixels } = map.viewOnGround();
      const canvas = await map.printImage({ metresPerPixel, pixels });
      return uploadMedia(apiOf(client), { projectGuid, classification: 'MapImages' }, [await pngFile(canvas, fileName)]);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.list(projectId) }),
    onError: (error) => console.error('Saving the map image failed.', error),
  });
  const status = ((): MapImageStatus => {
    if (mutation.isPending) return { kind: 'saving' };
    if (mutation.isError) return { kind: 'failed' };
    const answer = mutation.data;
    if (!answer) return { kind: 'idle' };
    const refusal = answer.Errors[0];
    if (refusal) return { kind: 'refused', key: refusal.ErrorId, params: refusal.MessageParams };
    return answer.Uploaded[0] ? { kind: 'saved', file: answer.Uploaded[0] } : { kind: 'failed' };
  })();
  return { status, save: (map: ProjectMap, fileName: string) => mutation.mutate({ map, fileName }) };
}
