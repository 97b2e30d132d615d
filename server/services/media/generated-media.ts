import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaClassification } from '../../../src/domain/entities/media-item';
import { mediaNameKey, type insertMedia } from '../../db/repositories/media';
import type { MediaStorage } from './media-storage';

/** A media row as the repository inserts it. */
type MediaInsert = Parameters<typeof insertMedia>[1][number];

/** A file the server made for a project (an import's map layer), to be kept as a media item. */
export interface GeneratedMedia {
  fileName: string;
  content: Uint8Array;
  mediaType: string;
  classification: MediaClassification;
}

/**
 * Writes a generated file into the project's media folder (ARCHITECTURE 'Files': metadata and checksum in the
 * database) and answers its row for the caller's transaction, with the path to remove again when that fails.
 */
export async function writeGeneratedMedia(
  storage: MediaStorage, licenceId: number, project: { PrID: number; PrGuid: string }, file: GeneratedMedia, uploadedBy: string, now: Date,
): Promise<{ row: MediaInsert; path: string }> {
  const meGuid = randomUUID();
  const storedName = storage.storedNameOf(meGuid, file.fileName);
  const path = storage.filePath(licenceId, project.PrGuid, storedName);
  // Written in an incoming folder first, so a half-written file never lies among the media.
  const incoming = await storage.incomingFolder();
  try {
    const written = join(incoming, storedName);
    await writeFile(written, file.content);
    await storage.moveIntoPlace(written, path);
  } finally {
    await storage.removeFolder(incoming);
  }
  return {
    path,
    row: {
      PrID: project.PrID, MpID: null, MeGuid: meGuid, FileName: file.fileName.trim(), NameKey: mediaNameKey(file.fileName), MediaClassification: file.classification,
      MediaType: file.mediaType, ByteSize: file.content.byteLength, Checksum: createHash('sha256').update(file.content).digest('hex'), StoredName: storedName,
      HasThumbnail: 0, Width: null, Height: null, UploadedBy: uploadedBy, UploadedAt: now.toISOString(),
    },
  };
}

