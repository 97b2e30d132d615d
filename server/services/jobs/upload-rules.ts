import { importTypeOfFile as typeOfFile, maxUploadBytes, zipExtensions, fileExtension, type ImportTypeName } from '../../../src/domain/uploads/import-types';
import { safeFileName } from '../../../src/domain/formats/shared/file-names';
import { badRequest, type AppError } from '../../errors';
import { jobMessages } from './job-messages';

export { maxUploadBytes };

/** Maximum file count of one upload (spec 02 section 5: 'parameterised'); UPLOAD_MAX_FILES overrides it. */
export function maxUploadFiles(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.UPLOAD_MAX_FILES ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 20;
}

/** The import type of a file by its extension (the registry in src/domain/uploads/import-types), or a refusal: 'File type not supported' (spec 02 section 8). */
export function importTypeOfFile(fileName: string): ImportTypeName | AppError {
  const found = typeOfFile(fileName);
  return found ? found.name as ImportTypeName : badRequest(jobMessages.fileTypeNotSupported, { file: fileName });
}

/** Refuses the second zip or klip of one upload. */
export function refuseSecondZip(fileNames: readonly string[]): AppError | undefined {
  const zips = fileNames.filter((name) => zipExtensions.includes(fileExtension(name)));
  return zips.length > 1 ? badRequest(jobMessages.oneZipOnly) : undefined;
}

/** The name an upload is stored under inside its job folder: special characters stripped (spec 02 section 7). */
export function storedUploadName(fileName: string, index: number): string {
  return `${index}-${safeFileName(fileName)}`;
}
