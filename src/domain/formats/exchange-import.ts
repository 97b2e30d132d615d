import { createFormatLog, type FormatLog } from './export-log';
import type { ImportOutcome } from './format-result';
import { importGefFiles, type NamedBytes } from './gef/gef-zip';
import type { ProjectTree } from './project-tree';
import { readSikb0101 } from './sikb0101/sikb-reader';
import { decodeTiFile } from './ti/ti-file';
import { tiFormatVersion, type TiDocument } from './ti/ti-document';
import { tablesOfProjectTree } from './tree-tables';
import { decodeGefBytes } from './gef/gef-text';
import { fitToStorageRules } from './import-fitting';

/** The import types whose files become a project (spec 02 section 9, 'Import types'). */
export type ProjectImportType = 'ti' | 'gef' | 'sikb0101';

function asDocument(tree: ProjectTree, now: Date, log: FormatLog): TiDocument {
  const { project, tables } = tablesOfProjectTree(tree);
  fitToStorageRules({ project, tables }, log);
  return { format: 'fieldwork-ti', version: tiFormatVersion, exportedAt: now.toISOString(), project, tables };
}

/**
 * Analysis samples and results have no place in a project import (they belong to the lab screens and
 * the lab result importer): counted in the log as a warning, never dropped in silence.
 */
function reportAnalysesNotImported(tree: ProjectTree, log: FormatLog): void {
  const samples = tree.analysisSamples.length;
  const results = tree.analysisSamples.reduce((sum, sample) => sum + sample.results.length, 0);
  if (samples > 0) log.warning('exchange.import.analysesNotImported', { samples, results });
}

/** SIKB0101 project files, one tree: the first file's project, every file's points in order. */
function readSikbFiles(files: readonly NamedBytes[]): ImportOutcome<ProjectTree> {
  const log = createFormatLog();
  const trees: ProjectTree[] = [];
  for (const file of files) {
    const read = readSikb0101(decodeGefBytes(file.content).text, { fileName: file.name });
    log.entries.push(...read.log);
    if (read.ok) trees.push(read.value.tree);
  }
  const [first] = trees;
  if (!first) return { ok: false, log: log.entries };
  const tree = { project: first.project, points: trees.flatMap((read) => read.points), analysisSamples: trees.flatMap((read) => read.analysisSamples) };
  return { ok: true, value: tree, log: log.entries };
}

/**
 * The convert step of an import job (spec 02 section 4, 'Import job: convert, then import'): the uploaded
 * files of one type read into the document the import step writes — the .ti document as it is, GEF-BORE
 * and SIKB0101 files as their project tree laid out as the same tables — with every file's findings.
 */
export function convertImportFiles(type: ProjectImportType, files: readonly NamedBytes[], now: Date): ImportOutcome<TiDocument> {
  if (type === 'ti') {
    const [file] = files;
    return file ? decodeTiFile(file.content, file.name) : { ok: false, log: [] };
  }
  const read = type === 'gef' ? importGefFiles(files) : readSikbFiles(files);
  if (!read.ok) return read;
  const log = createFormatLog();
  log.entries.push(...read.log);
  reportAnalysesNotImported(read.value, log);
  return { ok: true, value: asDocument(read.value, now, log), log: log.entries };
}
