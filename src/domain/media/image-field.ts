import type { MediaClassification } from '../entities/media-item';

/**
 * Where a type-40 image field's picture is kept (spec 01 section 3, type 40 'image'; spec 02 section 3,
 * 'Media item'): a photo in the project's media.
 */
export const imageFieldClassification: MediaClassification = 'ProjectPhoto';

/** One picture per field: an upload into the field takes exactly one file (spec 02 section 5, 'Maximum file count'). */
export const imageFieldMaxFiles = 1;

/**
 * What a type-40 field's stored value points at. The field stores the media item's file name: a media
 * item has no id of its own, its file name identifies it within the project (spec 02 section 3), and
 * every media call names the file that way (DownloadMediaThumbnail: ProjectGuid, Filename; spec 02
 * section 7). Values stored before uploads existed may hold an image address, which is shown as it is.
 */
export type ImageFieldReference =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'media'; fileName: string };

const imageAddress = /^(?:https?:\/\/|data:image\/|\/)/i;

/** The reference a type-40 field's stored value holds: nothing, an image address, or a media file name. */
export function imageFieldReference(value: unknown): ImageFieldReference {
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'empty' };
  const text = value.trim();
  return imageAddress.test(text) ? { kind: 'address', address: text } : { kind: 'media', fileName: text };
}
