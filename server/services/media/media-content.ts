import { open, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { isImageName } from '../../../src/domain/media/media-classifications';
import { extensionOf, isZipName } from '../../../src/domain/uploads/upload-rules';

/** The longest side of a thumbnail in pixels: the gallery's tiles are 160 CSS px, doubled for sharp screens. */
const thumbnailSize = 320;

/** What reading a stored file found: readable with its MIME type (and picture size), or not. */
export type ContentCheck =
  | { readable: true; mediaType: string; width: number | null; height: number | null }
  | { readable: false };

const mediaTypes: Record<string, string> = {
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp',
  '.tif': 'image/tiff', '.tiff': 'image/tiff', '.avif': 'image/avif', '.heic': 'image/heic', '.heif': 'image/heif',
  '.pdf': 'application/pdf', '.zip': 'application/zip', '.klip': 'application/zip', '.xml': 'application/xml',
  '.json': 'application/json', '.geojson': 'application/geo+json', '.csv': 'text/csv', '.txt': 'text/plain',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The MIME type answered for a file name. */
function mediaTypeOf(fileName: string): string {
  return mediaTypes[extensionOf(fileName)] ?? 'application/octet-stream';
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A zip ends with its end-of-central-directory record (PK 5 6) within the last 64 kB plus 22 bytes. */
async function isReadableZip(path: string, size: number): Promise<boolean> {
  const tailLength = Math.min(size, 65557);
  const tail = await readRange(path, size - tailLength, tailLength);
  return tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0;
}

const openXmlExtensions = ['.docx', '.xlsx', '.kmz', '.ods', '.odt'];

/**
 * Checks that a stored upload can be read (spec 02 section 5: 'Unreadable file content rejected'): a
 * picture must decode, a zip or Office file must have its zip directory, a PDF its header; anything
 * else must not be empty. Reads the header or tail only, never the whole file.
 */
export async function checkContent(path: string, fileName: string): Promise<ContentCheck> {
  const { size } = await stat(path);
  if (size === 0) return { readable: false };
  const mediaType = mediaTypeOf(fileName);
  const extension = extensionOf(fileName);
  if (isImageName(fileName)) {
    try {
      const metadata = await sharp(path).metadata();
      return { readable: true, mediaType, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    } catch {
      return { readable: false };
    }
  }
  if (isZipName(fileName) || openXmlExtensions.includes(extension)) return (await isReadableZip(path, size)) ? { readable: true, mediaType, width: null, height: null } : { readable: false };
  if (extension === '.pdf') {
    const head = await readRange(path, 0, 1024);
    return head.includes('%PDF-') ? { readable: true, mediaType, width: null, height: null } : { readable: false };
  }
  return { readable: true, mediaType, width: null, height: null };
}

/** Writes the JPEG thumbnail of a picture (turned upright by its EXIF orientation); false when it cannot be made. */
export async function writeThumbnail(source: string, target: string): Promise<boolean> {
  try {
    await sharp(source).autoOrient().resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 72 }).toFile(target);
    return true;
  } catch {
    return false;
  }
}
