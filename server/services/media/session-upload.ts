import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { once } from 'node:events';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { maxUploadBytes } from '../../../src/domain/uploads/upload-rules';
import { badRequest } from '../../errors';
import { jobMessages } from '../jobs/job-messages';
import { fileTooLarge } from '../jobs/upload-rules';
import type { UploadedFile } from './media-service';

interface Entry {
  file: UploadedFile;
  out: WriteStream;
  hash: ReturnType<typeof createHash>;
  failed: Error | null;
}

/**
 * Unpacks a session upload's project_files.zip into `folder`, streaming (fflate's Unzip reads the zip in
 * chunks and inflates entry by entry), so neither the zip nor an entry is held whole. Folders inside the zip
 * are flattened to file names; each entry obeys the upload rules (size, count).
 */
export async function unpackSessionZip(zipPath: string, folder: string, maxFiles: number): Promise<UploadedFile[]> {
  const entries: Entry[] = [];
  let problem: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name.endsWith('/') || problem) return;
    if (entries.length >= maxFiles) {
      problem = badRequest(jobMessages.tooManyFiles, { max: maxFiles });
      return;
    }
    const name = basename(file.name);
    const entry: Entry = {
      file: { name, path: join(folder, `${entries.length}-entry`), size: 0, sha256: '' },
      out: createWriteStream(join(folder, `${entries.length}-entry`), { mode: 0o600 }),
      hash: createHash('sha256'),
      failed: null,
    };
    entries.push(entry);
    file.ondata = (error, chunk, final) => {
      if (error) entry.failed = error;
      if (entry.failed || problem) return;
      entry.file.size += chunk.length;
      if (entry.file.size > maxUploadBytes) {
        problem = fileTooLarge(name);
        return;
      }
      entry.hash.update(chunk);
      entry.out.write(chunk);
      if (final) entry.out.end();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(zipPath, { highWaterMark: 1 << 20 })) {
    unzip.push(chunk as Buffer);
    if (problem) break;
  }
  if (!problem) unzip.push(new Uint8Array(0), true);
  for (const entry of entries) {
    if (!entry.out.writableEnded) entry.out.end();
    if (!entry.out.closed) await once(entry.out, 'close');
    // An entry that does not inflate is left empty, so the content check refuses it as unreadable.
    if (entry.failed) await truncate(entry.file.path, 0);
  }
  if (problem) throw problem;
  return entries.map((entry) => ({ ...entry.file, sha256: entry.hash.digest('hex') }));
}
