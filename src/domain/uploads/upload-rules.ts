/**
 * Upload rules shared by the browser (instant refusal, nothing sent) and the server (the authority):
 * spec 02 section 5 'Uploads' and section 9 'Upload max 200 MB'.
 */

/** Upload max 200 MB a file (spec 02 section 9), streamed to disk, never held whole. */
export const maxUploadBytes = 200 * 1024 * 1024;

/** Maximum file count of one upload when the installation sets none (spec 02 section 5: 'parameterised'). */
export const defaultMaxUploadFiles = 20;

/** Zip extensions: zip and klip (spec 02 section 5). */
export const zipExtensions: readonly string[] = ['.zip', '.klip'];

/** The lower-case extension of a file name with its dot ('.jpg'), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot).toLowerCase() : '';
}

/** True for a zip or klip file name. */
export function isZipName(fileName: string): boolean {
  return zipExtensions.includes(extensionOf(fileName));
}

/** True when an upload holds more than one zip or klip: only one at a time (spec 02 section 5). */
export function hasSecondZip(fileNames: readonly string[]): boolean {
  return fileNames.filter(isZipName).length > 1;
}

/** A file as a selection offers it: its name and size in bytes. */
export interface UploadCandidate {
  name: string;
  size: number;
}

/** Why an upload is refused before a byte is sent; each names the catalogue message of spec 02 section 8. */
export type UploadRefusal =
  | { reason: 'tooManyFiles'; max: number }
  | { reason: 'oneZipOnly' }
  | { reason: 'fileTooLarge'; file: string; limitMb: number }
  | { reason: 'fileTypeNotSupported'; file: string };

/**
 * Every rule of spec 02 section 5 a selection breaks: count, one zip at a time, then per file its size or else its
 * type (`accepts` tells the supported names of the upload at hand).
 */
export function everyUploadRefusal(files: readonly UploadCandidate[], maxFiles: number, accepts: (fileName: string) => boolean): UploadRefusal[] {
  const refusals: UploadRefusal[] = [];
  if (files.length > maxFiles) refusals.push({ reason: 'tooManyFiles', max: maxFiles });
  if (hasSecondZip(files.map((file) => file.name))) refusals.push({ reason: 'oneZipOnly' });
  for (const file of files) {
    if (file.size > maxUploadBytes) refusals.push({ reason: 'fileTooLarge', file: file.name, limitMb: maxUploadBytes / 1024 / 1024 });
    else if (!accepts(file.name)) refusals.push({ reason: 'fileTypeNotSupported', file: file.name });
  }
  return refusals;
}

/** The first rule of spec 02 section 5 a selection breaks, or undefined. */
export function uploadRefusal(files: readonly UploadCandidate[], maxFiles: number, accepts: (fileName: string) => boolean): UploadRefusal | undefined {
  return everyUploadRefusal(files, maxFiles, accepts)[0];
}
