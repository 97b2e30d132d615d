/**
 * The import wizard's view of the import types (spec 02 section 9, 'Import types'): the one registry in
 * src/domain/exchange/exchange-types, with where each lands and the upload rules of spec 02 section 5.
 */
import { exchangeImportType, exchangeImportTypes } from '../exchange/exchange-types';
import { everyUploadRefusal, extensionOf, type UploadCandidate, type UploadRefusal as RuleRefusal } from './upload-rules';

/** Where an import type's rows land: a new project under a new code, or the rows of an existing project. */
export type ImportTarget = 'newProject' | 'existingProject';

/** The two imports of the import selection screen (spec 02 section 2). */
export type ImportFamily = 'regular' | 'new';

/** One import type: its wire name (inputFormatType), its label, the extensions it takes, and where it imports into. */
export interface ImportTypeDescriptor {
  readonly family: ImportFamily;
  readonly name: string;
  readonly labelKey: string;
  /** Lower-case extensions with their dot. */
  readonly extensions: readonly string[];
  readonly target: ImportTarget;
}

function describe(type: { id: string; labelKey: string; extensions: readonly string[]; target: string; family: ImportFamily }): ImportTypeDescriptor {
  return { family: type.family, name: type.id, labelKey: type.labelKey, extensions: type.extensions, target: type.target === 'projectRows' ? 'existingProject' : 'newProject' };
}

/** Every import type, in the registry's order. */
const importTypes: readonly ImportTypeDescriptor[] = exchangeImportTypes.map(describe);

/** The import types one import of the selection screen offers. */
export function importTypesOf(family: ImportFamily): ImportTypeDescriptor[] {
  return importTypes.filter((type) => type.family === family);
}

/** The descriptor of `name`, or undefined for a name this installation does not know. */
export function importTypeOf(name: string): ImportTypeDescriptor | undefined {
  const type = exchangeImportType(name);
  return type ? describe(type) : undefined;
}

/** The import type whose extensions take `fileName`, or undefined: 'File type not supported' (spec 02 section 8). */
export function importTypeOfFile(fileName: string): ImportTypeDescriptor | undefined {
  const extension = extensionOf(fileName);
  return importTypes.find((type) => type.extensions.includes(extension));
}

/** The upload rules' refusals (spec 02 section 5), each as a catalogue key with its values. */
export type UploadRefusal =
  | { key: 'importExport.server.fileTypeNotSupported'; params: { file: string } }
  | { key: 'importExport.server.fileTooLarge'; params: { file: string; limit: number } }
  | { key: 'importExport.server.tooManyFiles'; params: { max: number } }
  | { key: 'importExport.server.oneZipOnly'; params: Record<string, never> }
  | { key: 'importExport.server.noFiles'; params: Record<string, never> };

function catalogued(refusal: RuleRefusal): UploadRefusal {
  switch (refusal.reason) {
    case 'tooManyFiles': return { key: 'importExport.server.tooManyFiles', params: { max: refusal.max } };
    case 'oneZipOnly': return { key: 'importExport.server.oneZipOnly', params: {} };
    case 'fileTooLarge': return { key: 'importExport.server.fileTooLarge', params: { file: refusal.file, limit: refusal.limitMb } };
    case 'fileTypeNotSupported': return { key: 'importExport.server.fileTypeNotSupported', params: { file: refusal.file } };
  }
}

/**
 * Every refusal of the upload rules (src/domain/uploads/upload-rules) for `files` chosen under `typeName`, as
 * catalogue messages: at least one file, then the shared rules with the chosen type's extensions.
 */
export function uploadRefusals(typeName: string, files: readonly UploadCandidate[], maxFiles: number): UploadRefusal[] {
  if (files.length === 0) return [{ key: 'importExport.server.noFiles', params: {} }];
  const extensions: readonly string[] = importTypeOf(typeName)?.extensions ?? [];
  return everyUploadRefusal(files, maxFiles, (name) => extensions.includes(extensionOf(name))).map(catalogued);
}
