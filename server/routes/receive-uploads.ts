import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, type AppError } from '../errors';
import { jobMessages } from '../services/jobs/job-messages';
import { fileTooLarge, refuseSecondZip, storedUploadName } from '../services/jobs/upload-rules';

/** One file of a multipart upload, on disk. */
export interface ReceivedFile {
  /** The name the browser sent. */
  name: string;
  /** Where it was streamed to. */
  path: string;
  size: number;
  /** Hex SHA-256 of the content, computed while streaming. */
  sha256: string;
}

/** What an upload brought: its files, on disk, and its text fields. */
export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/** How one route receives: the most files, and its own check of a file's name against the fields sent before it. */
export interface ReceiveOptions {
  maxFiles: number;
  check: (fileName: string, fields: Readonly<Record<string, string>>) => AppError | undefined;
}

/** A pass-through that hashes what flows by. */
function hashTap(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

/**
 * Streams every file of a multipart request into `folder`, never whole in memory, checking each against
 * the upload rules of spec 02 section 5 (count, one zip/klip at a time, 200 MB, the route's own types).
 * Text fields sent before a file are passed to the route's check.
 */
export async function receiveUploads(request: FastifyRequest, folder: string, options: ReceiveOptions): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  await mkdir(folder, { recursive: true, mode: 0o700 });
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (files.length >= options.maxFiles) throw badRequest(jobMessages.tooManyFiles, { max: options.maxFiles });
    const refusal = options.check(part.filename, fields) ?? refuseSecondZip([...files.map((file) => file.name), part.filename]);
    if (refusal) throw refusal;
    const path = join(folder, storedUploadName(part.filename, files.length));
    const hash = createHash('sha256');
    try {
      await pipeline(part.file, hashTap(hash), createWriteStream(path, { mode: 0o600 }));
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(part.filename);
      throw error;
    }
    if (part.file.truncated) throw fileTooLarge(part.filename);
    files.push({ name: part.filename, path, size: part.file.bytesRead, sha256: hash.digest('hex') });
  }
  if (files.length === 0) throw badRequest(jobMessages.noFiles);
  return { files, fields };
}
