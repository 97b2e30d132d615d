import { extname } from 'node:path';
import { safeFileName } from '../../../src/domain/formats/shared/file-names';
import { badRequest, type AppError } from '../../errors';
import { jobMessages } from './job-messages';
import { exchangeImportTypes, type ExchangeImportTypeId } from '../../../src/domain/exchange/exchange-types';

/** Upload max 200 MB a file (spec 02 section 9), streamed to disk, never held whole. */
export const maxUploadBytes = 200 * 1024 * 1024;

/** Maximum file count of one upload (spec 02 section 5: 'parameterised'); UPLOAD_MAX_FILES overrides it. */
export function maxUploadFiles(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.UPLOAD_MAX_FILES ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 20;
}

/** Zip extensions: zip and klip; only one such file at a time (spec 02 section 5). */
const zipExtensions = ['.zip', '.klip'];

/** The import type of a file by its extension, or a refusal: 'File type not supported' (spec 02 section 8). */
export function importTypeOfFile(fileName: string): ExchangeImportTypeId | AppError {
  const extension = extname(fileName).toLowerCase();
  const found = exchangeImportTypes.find((type) => (type.extensions as readonly string[]).includes(extension));
  return found ? found.id : badRequest(jobMessages.fileTypeNotSupported, { file: fileName });
}

/** Refuses the second zip or klip of one upload. */
export function refuseSecondZip(fileNames: readonly string[]): AppError | undefined {
  const zips = fileNames.filter((name) => zipExtensions.includes(extname(name).toLowerCase()));
  return zips.length > 1 ? badRequest(jobMessages.oneZipOnly) : undefined;
}

/** The name an upload is stored under inside its job folder: special characters stripped (spec 02 section 7). */
export function storedUploadName(fileName: string, index: number): string {
  return `${index}-${safeFileName(fileName)}`;
}
