import { Zip, zipSync, type ZipInputFile } from 'fflate';

/**
 * Raw DEFLATE (RFC 1951) and CRC-32 for a zip entry, given from outside so the domain stays pure: the server
 * hands in node's native zlib, several times faster than fflate's JavaScript on a large project file.
 */
export interface EntryDeflater {
  deflate: (data: Uint8Array) => Uint8Array<ArrayBuffer>;
  crc32: (data: Uint8Array) => number;
}

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A zip holding one deflated entry. fflate lays out the archive; with `deflater` the entry's bytes and CRC come
 * from it (fflate's streaming Zip takes an entry compressed elsewhere), without it fflate compresses them too.
 */
export function zipOneEntry(name: string, data: Uint8Array, mtime: Date, deflater?: EntryDeflater): Uint8Array {
  if (!deflater) return zipSync({ [name]: [data, { mtime }] }, { level: 6 });
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const entry: ZipInputFile = { filename: name, size: data.length, crc: deflater.crc32(data), compression: 8, mtime };
  zip.add(entry);
  entry.ondata?.(null, deflater.deflate(data), true);
  zip.end();
  if (failure) throw failure;
  return joined(chunks);
}
