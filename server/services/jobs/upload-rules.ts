import { extname } from 'node:path';
import { safeFileName } from '../../../src/domain/formats/shared/file-names';
import { defaultMaxUploadFiles, hasSecondZip, maxUploadBytes } from '../../../src/domain/uploads/upload-rules';
import { AppError, badRequest } from '../../errors';
import { jobMessages } from './job-messages';
import { exchangeImportTypes, type ExchangeImportTypeId } from '../../../src/domain/exchange/exchange-types';

/** Maximum file count of one upload (spec 02 section 5: 'parameterised'); UPLOAD_MAX_FILES overrides it. */
export function maxUploadFiles(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.UPLOAD_MAX_FILES ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : defaultMaxUploadFiles;
}

/**
 * The import type of a file: the type the upload names (convert's inputFormatType) when it takes the file's
 * extension, else the first type by extension when none is named; or 'File type not supported' (spec 02 section 8).
 */
export function importTypeOfFile(fileName: string, named?: string): ExchangeImportTypeId | AppError {
  const extension = extname(fileName).toLowerCase();
  const found = exchangeImportTypes.find((type) => (named === undefined || type.id === named) && (type.extensions as readonly string[]).includes(extension));
  return found ? found.id : badRequest(jobMessages.fileTypeNotSupported, { file: fileName });
}

/** Refuses the second zip or klip of one upload. */
export function refuseSecondZip(fileNames: readonly string[]): AppError | undefined {
  return hasSecondZip(fileNames) ? badRequest(jobMessages.oneZipOnly) : undefined;
}

/** The name an upload is stored under inside its job folder: special characters stripped (spec 02 section 7). */
export function storedUploadName(fileName: string, index: number): string {
  return `${index}-${safeFileName(fileName)}`;
}

/** 413 'Maximum file size' (spec 02 section 8) naming the file. */
export function fileTooLarge(file: string): AppError {
  return new AppError(413, 'Payload_Too_Large', jobMessages.fileTooLarge, { file, limit: maxUploadBytes / 1024 / 1024 });
}
