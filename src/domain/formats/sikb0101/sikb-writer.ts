import { create } from 'xmlbuilder2';
import type { Project } from '../../entities/project';
import { newGuid as randomGuid } from '../../wire/new-guid';
import { createFormatLog, type FormatLog } from '../export-log';
import type { ExportOutcome } from '../format-result';
import type { ProjectTree } from '../project-tree';
import { safeFileName } from '../shared/file-names';
import { reportNotCarried } from '../shared/not-carried';
import { withGuids } from '../shared/with-guids';
import { SIKB_ANALYSIS_CARRIED, writeAnalysisSample } from './sikb-write-analyses';
import { SIKB_POINT_CARRIED, writePoint } from './sikb-write-points';
import { SIKB_SAMPLE_CARRIED, writeJar, writeWaterSample } from './sikb-write-samples';
import { sikbValidatedVersions, type SikbExportVersion } from './sikb-versions';
import { SIKB_NAMESPACES, identification, optionalText, reference, type Element } from './sikb-xml';

/** What the user picks for a SIKB0101 export (spec 02 section 9). */
export interface SikbWriteOptions {
  version: SikbExportVersion;
  /** The document date, 'YYYY-MM-DD' (metaData/date); passed in so the same tree gives the same file. */
  date: string;
  /** The exporting organisation (metaData/organisation). */
  organisation?: string;
  newGuid?: () => string;
}

/** The project fields a SIKB0101 export carries. */
export const SIKB_PROJECT_CARRIED = new Set(['PrCode', 'PrName', 'PrRemark', 'PrDate', 'PrCoordinateSystem']);

function writeProject(collection: Element, project: Project, pointGuids: readonly string[]): void {
  const element = collection.ele('imsikb0101:featureMember').ele('imsikb0101:Project', { 'gml:id': `_${String(project.PrGuid)}` });
  identification(element, 'imsikb0101:identification', String(project.PrGuid));
  optionalText(element, 'imsikb0101:name', project.PrName);
  element.ele('imsikb0101:projectCode').txt(project.PrCode ?? '');
  optionalText(element, 'imsikb0101:remarks', project.PrRemark);
  optionalText(element, 'imsikb0101:startTime', project.PrDate);
  for (const guid of pointGuids) reference(element, 'imsikb0101:measurementObjects', guid);
}

function reportSikbNotCarried(tree: ProjectTree, log: FormatLog): void {
  const points = tree.points;
  const samples = points.flatMap((point) => point.waterSamples);
  reportNotCarried(log, 'SIKB0101', 'project', [tree.project], SIKB_PROJECT_CARRIED);
  reportNotCarried(log, 'SIKB0101', 'measurementPoint', points.map((point) => point.point), SIKB_POINT_CARRIED.measurementPoint);
  reportNotCarried(log, 'SIKB0101', 'layer', points.flatMap((point) => point.layers), SIKB_POINT_CARRIED.layer);
  reportNotCarried(log, 'SIKB0101', 'filterTube', points.flatMap((point) => point.filterTubes), SIKB_POINT_CARRIED.filterTube);
  reportNotCarried(log, 'SIKB0101', 'jar', points.flatMap((point) => point.jars), SIKB_SAMPLE_CARRIED.jar);
  reportNotCarried(log, 'SIKB0101', 'waterSample', samples.map((sample) => sample.sample), SIKB_SAMPLE_CARRIED.waterSample);
  reportNotCarried(log, 'SIKB0101', 'bottle', samples.flatMap((sample) => sample.bottles), SIKB_SAMPLE_CARRIED.bottle);
  reportNotCarried(log, 'SIKB0101', 'observation', samples.flatMap((sample) => sample.observations), SIKB_SAMPLE_CARRIED.observation);
  reportNotCarried(log, 'SIKB0101', 'analysisSample', tree.analysisSamples.map((sample) => sample.sample), SIKB_ANALYSIS_CARRIED.analysisSample);
  reportNotCarried(log, 'SIKB0101', 'analysisResult', tree.analysisSamples.flatMap((sample) => sample.results), SIKB_ANALYSIS_CARRIED.analysisResult);
}

/**
 * Writes a project as a SIKB0101 document of the picked version (spec 02 section 9): the project, its
 * measurement points with layers and filters, soil and water samples with bottles and observations,
 * and analysis samples with their results, as one GML FeatureCollection built with a namespaced XML
 * builder (never by string concatenation).
 */
export function exportSikb0101(input: ProjectTree, options: SikbWriteOptions): ExportOutcome {
  const log = createFormatLog();
  if (!input.project.PrCode) {
    log.error('formats.sikb0101.export.missingProjectCode', {}, { kind: 'project', guid: input.project.PrGuid ?? null });
    return { ok: false, log: log.entries };
  }
  const tree = withGuids(input, options.newGuid ?? (() => randomGuid()));
  const projectGuid = String(tree.project.PrGuid);
  if (!sikbValidatedVersions.includes(options.version)) log.info('formats.sikb0101.export.versionNotValidated', { version: options.version });

  const document = create({ version: '1.0', encoding: 'UTF-8' });
  const { imsikb0101, ...prefixed } = SIKB_NAMESPACES;
  const collection = document.ele(imsikb0101, 'imsikb0101:FeatureCollectionIMSIKB0101', {
    ...Object.fromEntries(Object.entries(prefixed).map(([prefix, uri]) => [`xmlns:${prefix}`, uri])),
    'gml:id': `_${projectGuid}_collection`,
    'xsi:schemaLocation': `${imsikb0101} imsikb0101_v${options.version}.xsd`,
  });
  const metaData = collection.ele('imsikb0101:metaData');
  metaData.ele('imsikb0101:date').txt(options.date);
  optionalText(metaData, 'imsikb0101:organisation', options.organisation);
  metaData.ele('imsikb0101:version').txt(options.version);

  writeProject(collection, tree.project, tree.points.map((point) => String(point.point.MpGuid)));
  const mixedInto = new Map<string, string[]>();
  for (const sample of tree.analysisSamples) for (const part of sample.partGuids) mixedInto.set(part, [...(mixedInto.get(part) ?? []), sample.sample.AsGuid]);
  const context = { collection, projectGuid, mixedInto, log, system: tree.project.PrCoordinateSystem };
  const fieldSamples = new Set<string>();
  for (const point of tree.points) {
    writePoint(point, context);
    for (const jar of point.jars) {
      writeJar(jar, String(point.point.MpGuid), context);
      fieldSamples.add(String(jar.JrGuid));
    }
    for (const sample of point.waterSamples) {
      writeWaterSample(sample, point, context);
      fieldSamples.add(String(sample.sample.WsGuid));
    }
  }
  for (const sample of tree.analysisSamples) writeAnalysisSample(sample, context, fieldSamples);
  reportSikbNotCarried(tree, log);

  const name = `${safeFileName(tree.project.PrCode ?? 'project')}_SIKB0101_${options.version}.xml`;
  log.info('formats.sikb0101.export.written', { file: name, version: options.version, points: tree.points.length }, { kind: 'file', file: name });
  return { ok: true, files: [{ name, content: document.end({ prettyPrint: true }), mediaType: 'application/xml' }], log: log.entries };
}
