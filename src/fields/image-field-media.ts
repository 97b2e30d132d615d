import { createContext } from 'react';

/** A message to translate: a catalogue key with its parameters. */
export interface FieldMessage {
  key: string;
  params: Record<string, string | number>;
}

/** What uploading a picture into an image field came to: the media item's file name, or why not. */
export type ImageUploadOutcome = { ok: true; fileName: string } | { ok: false; message: FieldMessage };

/** A media item an image field names: present with its thumbnail (base64 JPEG, null when it has none), or gone. */
export type ImageLookup = { found: true; thumbnail: string | null } | { found: false };

/**
 * The project media an image field (type 40) works with, given by the screen that knows the project
 * (spec 02 sections 3, 5 and 7): fields import no API, so the screen provides the calls.
 */
export interface ImageFieldMedia {
  /** Checks the chosen or dropped files by the upload rules (one picture) and stores it in the project's media (UploadMedia). */
  upload(files: readonly File[]): Promise<ImageUploadOutcome>;
  /** The media item of this file name and its thumbnail (GetMediaList, DownloadMediaThumbnailBatch). */
  lookup(fileName: string): Promise<ImageLookup>;
}

/** The project media of the form being drawn; null where no project is known (an image field is then read-only). */
export const ImageFieldMediaContext = createContext<ImageFieldMedia | null>(null);
