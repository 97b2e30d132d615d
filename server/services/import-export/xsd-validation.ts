import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

/** One schema file as xmllint-wasm takes it: its path relative to the schema folder, and its bytes. */
interface SchemaFile {
  fileName: string;
  contents: Uint8Array;
}

/** The verdict of libxml2 (xmllint compiled to WebAssembly): valid, or the first errors it gives. */
export type XsdVerdict = { valid: true } | { valid: false; errors: string[] };

function schemaFiles(dir: string, root = dir): SchemaFile[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return schemaFiles(path, root);
    return entry.endsWith('.xsd') ? [{ fileName: relative(root, path), contents: new Uint8Array(readFileSync(path)) }] : [];
  });
}

// The schema sets are read once per folder: a SIKB0101 set with its OGC imports is a few MB.
const loaded = new Map<string, SchemaFile[]>();

/**
 * Validates documents against a published XSD set offline: every .xsd under `dir` is handed to
 * xmllint-wasm under its relative path, so the schemas' relative imports resolve as on disk and nothing
 * needs a system xmllint or the network. Several documents share one WebAssembly run; errors then name their file.
 */
export async function validateWithSchemaFolder(dir: string, main: string, documents: readonly { fileName: string; contents: string }[]): Promise<XsdVerdict> {
  let files = loaded.get(dir);
  if (!files) {
    files = schemaFiles(dir);
    loaded.set(dir, files);
  }
  const schema = files.find((file) => file.fileName === main);
  if (!schema) throw new Error(`${main} not found in ${dir}`);
  const result = await validateXML({
    xml: documents.map((document) => ({ fileName: document.fileName, contents: document.contents })),
    schema: [schema],
    preload: files.filter((file) => file !== schema),
    maxMemoryPages: memoryPages.GiB,
  });
  if (result.valid) return { valid: true };
  const named = documents.length > 1;
  return {
    valid: false,
    errors: result.errors.filter((error) => !/fails to validate$/.test(error.message)).slice(0, 50)
      .map((error) => (named ? `${error.loc?.fileName ?? '?'}: ${error.message}` : error.message)),
  };
}

/**
 * The SIKB0101 XSD folder: SIKB_XSD_DIR when set, else `shared/exchange-samples/sikb/xsd` beside the
 * working folder or one of its parents (where the public schemas sit in development and CI); undefined
 * when neither holds the main schema of `version`.
 */
export function sikbSchemaFolder(configured: string | undefined, version: string, from = process.cwd()): string | undefined {
  const main = `imsikb0101_v${version}.xsd`;
  if (configured !== undefined) return existsSync(join(configured, main)) ? configured : undefined;
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'exchange-samples', 'sikb', 'xsd');
    if (existsSync(join(candidate, main))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
