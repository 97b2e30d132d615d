/**
 * The import types (spec 02 section 9, 'Import types'): one registry that the server's upload rules and
 * job steps and the browser's import wizard all read, so a new format is one entry here plus its steps.
 */

/** Where an import type's rows land: a new project under a new code, or the rows of an existing project. */
export type ImportTarget = 'newProject' | 'existingProject';

/** One import type: its wire name (inputFormatType), the extensions it takes, and where it imports into. */
export interface ImportTypeDescriptor {
  readonly name: string;
  /** Lower-case extensions with their dot. */
  readonly extensions: readonly string[];
  readonly target: ImportTarget;
}

/** The import types the wizard offers, in the order it lists them. */
export const importTypes = [
  { name: 'ti', extensions: ['.ti'], target: 'newProject' },
  { name: 'xlsx', extensions: ['.xlsx'], target: 'existingProject' },
  { name: 'csv', extensions: ['.csv'], target: 'existingProject' },
] as const satisfies readonly ImportTypeDescriptor[];

/** An import type's wire name. */
export type ImportTypeName = (typeof importTypes)[number]['name'];

/** The wire names, for zod enums. */
export const importTypeNames = importTypes.map((type) => type.name) as [ImportTypeName, ...ImportTypeName[]];

/** The descriptor of `name`, or undefined for a name this installation does not know. */
export function importTypeOf(name: string): ImportTypeDescriptor | undefined {
  return importTypes.find((type) => type.name === name);
}

/** A file name's lower-case extension with its dot ('' without one). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** The import type whose extensions take `fileName`, or undefined: 'File type not supported' (spec 02 section 8). */
export function importTypeOfFile(fileName: string): ImportTypeDescriptor | undefined {
  const extension = fileExtension(fileName);
  return importTypes.find((type) => (type.extensions as readonly string[]).includes(extension));
}

/** Upload max 200 MB a file (spec 02 section 9). */
export const maxUploadBytes = 200 * 1024 * 1024;

/** Zip extensions: zip and klip; only one such file at a time (spec 02 section 5). */
export const zipExtensions: readonly string[] = ['.zip', '.klip'];

/** The upload rules' refusals (spec 02 section 5), each as a catalogue key with its values. */
export type UploadRefusal =
  | { key: 'importExport.server.fileTypeNotSupported'; params: { file: string } }
  | { key: 'importExport.server.fileTooLarge'; params: { file: string; limit: number } }
  | { key: 'importExport.server.tooManyFiles'; params: { max: number } }
  | { key: 'importExport.server.oneZipOnly'; params: Record<string, never> }
  | { key: 'importExport.server.noFiles'; params: Record<string, never> };

/** A file as the upload rules see it. */
export interface UploadFile {
  name: string;
  size: number;
}

/**
 * Every refusal of the upload rules for `files` chosen under `typeName` (spec 02 section 5): at least one
 * file, at most `maxFiles`, each of the chosen type's extensions, at most 200 MB, one zip/klip at a time.
 */
export function uploadRefusals(typeName: string, files: readonly UploadFile[], maxFiles: number): UploadRefusal[] {
  if (files.length === 0) return [{ key: 'importExport.server.noFiles', params: {} }];
  const refusals: UploadRefusal[] = [];
  if (files.length > maxFiles) refusals.push({ key: 'importExport.server.tooManyFiles', params: { max: maxFiles } });
  const extensions: readonly string[] = importTypeOf(typeName)?.extensions ?? [];
  for (const file of files) {
    if (!extensions.includes(fileExtension(file.name))) refusals.push({ key: 'importExport.server.fileTypeNotSupported', params: { file: file.name } });
    else if (file.size > maxUploadBytes) refusals.push({ key: 'importExport.server.fileTooLarge', params: { file: file.name, limit: maxUploadBytes / 1024 / 1024 } });
  }
  if (files.filter((file) => zipExtensions.includes(fileExtension(file.name))).length > 1) refusals.push({ key: 'importExport.server.oneZipOnly', params: {} });
  return refusals;
}
