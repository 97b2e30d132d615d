import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extensionOf } from '../../../src/domain/uploads/upload-rules';

/**
 * Where media lie on disk (ARCHITECTURE 'Files'): `<mediaDir>/<licence id>/<project guid>/<media guid><ext>`,
 * thumbnails in `thumbs/` beside them, uploads in `incoming/<uuid>/` until they are checked. Stored names come
 * from guids, never from what the browser sent, so no name can reach outside the folder.
 */
export class MediaStorage {
  constructor(readonly mediaDir: string) {}

  /** The folder of one project's media. */
  projectFolder(licenceId: number, prGuid: string): string {
    return join(this.mediaDir, String(licenceId), prGuid.replace(/[^A-Za-z0-9-]/g, '_'));
  }

  /** The stored file of a media item. */
  filePath(licenceId: number, prGuid: string, storedName: string): string {
    return join(this.projectFolder(licenceId, prGuid), storedName);
  }

  /** The thumbnail of a media item. */
  thumbnailPath(licenceId: number, prGuid: string, meGuid: string): string {
    return join(this.projectFolder(licenceId, prGuid), 'thumbs', `${meGuid}.jpg`);
  }

  /** A new folder for one upload's files until they are checked and moved. */
  async incomingFolder(): Promise<string> {
    const folder = join(this.mediaDir, 'incoming', randomUUID());
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return folder;
  }

  /** The stored name of a new item: its guid with the original's extension. */
  storedNameOf(meGuid: string, fileName: string): string {
    return `${meGuid}${extensionOf(fileName).replace(/[^a-z0-9.]/g, '')}`;
  }

  /** Makes the project's folders (with thumbs/) and moves a checked upload into place. */
  async moveIntoPlace(source: string, target: string): Promise<void> {
    await mkdir(join(target, '..', 'thumbs'), { recursive: true, mode: 0o700 });
    await rename(source, target);
  }

  /** Removes a file (and nothing else) when it exists. */
  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /** Removes an upload's incoming folder and whatever is left in it. */
  async removeFolder(folder: string): Promise<void> {
    await rm(folder, { recursive: true, force: true });
  }

  /**
   * The key that signs download links (GetLink): made once and kept in the media folder, so every server
   * process that shares the folder (as they must, to share the files) accepts the others' links.
   */
  async linkKey(): Promise<Buffer> {
    const path = join(this.mediaDir, '.link-key');
    try {
      return await readFile(path);
    } catch {
      await mkdir(this.mediaDir, { recursive: true, mode: 0o700 });
      try {
        await writeFile(path, randomBytes(32), { mode: 0o600, flag: 'wx' });
      } catch {
        // Another process made it first: read theirs.
      }
      return readFile(path);
    }
  }
}
