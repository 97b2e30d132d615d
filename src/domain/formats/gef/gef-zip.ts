import { unzipSync, zipSync, type Zippable } from 'fflate';
import { createFormatLog, recordRef, type FormatLog } from '../export-log';
import type { ExportOutcome, ImportOutcome } from '../format-result';
import type { ProjectTree } from '../project-tree';
import { reportNotCarried } from '../shared/not-carried';
import { safeFileName, uniqueFileName } from '../shared/file-names';
import { readGefBore, type ReadGefOptions } from './gef-bore-reader';
import { GEF_CARRIED, writeGefBore, type GefWriteOptions } from './gef-bore-writer';
import { encodeWindows1252 } from './gef-text';

/** Zip entries get this modification time, so the same tree always gives the same bytes. */
function zipTime(fileDate: string): Date {
  return new Date(`${fileDate}T00:00:00Z`);
}

/**
 * The GEF export (spec 02 section 9, 'GEF (zip)'): one GEF-BORE file per measurement point, in
 * Windows-1252, in one zip. Points keep their order; file names are the point names with special
 * characters stripped (spec 02 section 7), made unique.
 */
export function exportGefZip(tree: ProjectTree, options: GefWriteOptions & { zipName?: string }): ExportOutcome {
  const log = createFormatLog();
  if (tree.points.length === 0) {
    log.error('formats.common.noPoints', {});
    return { ok: false, log: log.entries };
  }
  const entries: Zippable = {};
  const used = new Set<string>();
  for (const point of tree.points) {
    const name = uniqueFileName(`${safeFileName(point.point.MpName ?? 'point')}.gef`, used);
    const { bytes, replaced } = encodeWindows1252(writeGefBore(point, tree.project, options, log));
    if (replaced.length > 0) log.warning('formats.gef.export.characterReplaced', { file: name, characters: [...new Set(replaced)].join(' ') }, recordRef('measurementPoint', point.point.MpGuid, point.point.MpName, { file: name }));
    entries[name] = [bytes, { mtime: zipTime(options.fileDate) }];
  }
  reportGefNotCarried(tree, log);
  const zipName = options.zipName ?? `${safeFileName(tree.project.PrCode ?? 'project')}_gef.zip`;
  log.info('formats.gef.export.written', { file: zipName, points: tree.points.length }, { kind: 'file', file: zipName });
  return { ok: true, files: [{ name: zipName, content: zipSync(entries, { level: 6 }), mediaType: 'application/zip' }], log: log.entries };
}

function reportGefNotCarried(tree: ProjectTree, log: FormatLog): void {
  reportNotCarried(log, 'GEF', 'measurementPoint', tree.points.map((point) => point.point), GEF_CARRIED.measurementPoint);
  reportNotCarried(log, 'GEF', 'layer', tree.points.flatMap((point) => point.layers), GEF_CARRIED.layer);
  reportNotCarried(log, 'GEF', 'jar', tree.points.flatMap((point) => point.jars), GEF_CARRIED.jar);
  const records = {
    filterTube: tree.points.reduce((sum, point) => sum + point.filterTubes.length, 0),
    waterSample: tree.points.reduce((sum, point) => sum + point.waterSamples.length, 0),
    analysisSample: tree.analysisSamples.length,
  } as const;
  for (const [kind, count] of Object.entries(records)) {
    if (count > 0) log.warning('formats.common.recordsNotCarried', { format: 'GEF', kind, count }, { kind: kind as keyof typeof records });
  }
}

/** One uploaded file: its name and bytes. */
export interface NamedBytes {
  name: string;
  content: Uint8Array;
}

/**
 * The GEF import: GEF-BORE files, loose or in zips, read into one project tree. The project takes its
 * code, place and coordinate system from the first file that names them; files that disagree are named.
 */
export function importGefFiles(files: readonly NamedBytes[], options: Pick<ReadGefOptions, 'newGuid'> = {}): ImportOutcome<ProjectTree> {
  const log = createFormatLog();
  const gefFiles = files.flatMap((file) => (/\.zip$/i.test(file.name) ? unzipGef(file, log) : [file]));
  const tree: ProjectTree = { project: {}, points: [], analysisSamples: [] };
  for (const file of gefFiles) {
    if (!/\.gef$/i.test(file.name)) {
      log.info('formats.gef.import.fileSkipped', { file: file.name }, { kind: 'file', file: file.name });
      continue;
    }
    const read = readGefBore(file.content, { fileName: file.name, ...options });
    log.entries.push(...read.log);
    if (!read.ok) continue;
    tree.points.push(read.value.point);
    for (const [field, value] of Object.entries(read.value.project)) {
      if (value === null) continue;
      const current = tree.project[field];
      if (current === undefined || current === null) tree.project[field] = value;
      else if (field === 'PrCode' && current !== value) log.warning('formats.gef.import.projectCodesDiffer', { file: file.name, code: value, kept: String(current) }, { kind: 'file', file: file.name });
    }
  }
  if (tree.points.length === 0) {
    if (!log.entries.some((entry) => entry.level === 'error')) log.error('formats.gef.import.zipWithoutGef', {});
    return { ok: false, log: log.entries };
  }
  return { ok: true, value: tree, log: log.entries };
}

function unzipGef(file: NamedBytes, log: FormatLog): NamedBytes[] {
  try {
    const entries = unzipSync(file.content);
    return Object.entries(entries).filter(([name]) => !name.endsWith('/')).map(([name, content]) => ({ name, content }));
  } catch {
    log.error('formats.common.unreadableZip', { file: file.name }, { kind: 'file', file: file.name });
    return [];
  }
}

