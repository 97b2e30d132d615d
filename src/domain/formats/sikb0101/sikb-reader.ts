import type { Project } from '../../entities/project';
import { newGuid as randomGuid } from '../../wire/new-guid';
import { createFormatLog } from '../export-log';
import type { ImportOutcome } from '../format-result';
import type { ProjectTree } from '../project-tree';
import { withPointGeometry } from '../shared/point-geometry';
import { findElement, parseXml, textAt, type XmlNode } from '../shared/xml-read';
import { readAnalysisSamples } from './sikb-read-analyses';
import { indexFeatures, type Feature } from './sikb-read-index';
import { readPoints, type ReadContext } from './sikb-read-points';
import { readFieldSamples } from './sikb-read-samples';
import { sikbMajorMinor } from './sikb-versions';

/** A SIKB0101 file read: the version it says it is, and its project tree. */
export interface SikbDocument {
  version: string | null;
  tree: ProjectTree;
}

/** How to read: the file's name for the log and, for tests, where new GUIDs come from. */
export interface ReadSikbOptions {
  fileName: string;
  newGuid?: () => string;
}

/** Features the project tree is made of; anything else in a collection is counted in the log as not read. */
const readTypes = new Set(['Project', 'Borehole', 'Trench', 'Layer', 'Filter', 'Sample', 'Analysis', 'Characteristic', 'AnalysisProcess']);

function readProject(feature: Feature | undefined): Project {
  if (!feature) return {};
  const project: Project = { PrGuid: feature.guid };
  const fields = { PrCode: textAt(feature.node, 'projectCode'), PrName: textAt(feature.node, 'name'), PrRemark: textAt(feature.node, 'remarks'), PrDate: textAt(feature.node, 'startTime') };
  for (const [field, value] of Object.entries(fields)) if (value) project[field] = value;
  return project;
}

/** The FeatureCollectionIMSIKB0101: the root, or inside a BRO SAD request's source document. */
function collectionOf(root: XmlNode): XmlNode | undefined {
  return findElement(root, 'FeatureCollectionIMSIKB0101');
}

/**
 * Reads a SIKB0101 project or analysis file (spec 02 section 9, import types) of any version a public
 * example shows: 12.1, 14.2–14.5, 14.8 and 14.9, standalone or inside a BRO SAD request. Points,
 * layers, tubes, soil and water samples, observations, analysis samples and results come back as a
 * project tree; every feature left unread is counted in the log.
 */
export function readSikb0101(text: string, options: ReadSikbOptions): ImportOutcome<SikbDocument> {
  const log = createFormatLog();
  const file = options.fileName;
  let root: XmlNode;
  try {
    root = parseXml(text);
  } catch (error) {
    log.error('formats.common.unreadableXml', { file, reason: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const collection = collectionOf(root);
  if (!collection) {
    log.error('formats.sikb0101.import.notSikb', { file }, { kind: 'file', file });
    return { ok: false, log: log.entries };
  }
  const version = textAt(collection, 'metaData', 'version');
  log.info('formats.sikb0101.import.version', { file, version: version ?? '-' }, { kind: 'file', file });
  const parsedVersion = sikbMajorMinor(version);
  if (parsedVersion && (parsedVersion.major < 14 || (parsedVersion.major === 14 && parsedVersion.minor < 8))) {
    log.info('formats.sikb0101.import.olderVersion', { file, version: version ?? '-' }, { kind: 'file', file });
  }

  const index = indexFeatures(collection);
  const context: ReadContext = { index, log, points: new Map(), systems: new Set(), consumed: new Set(), newGuid: options.newGuid ?? (() => randomGuid()) };
  const project = readProject(index.ofType('Project')[0]);
  if (!project.PrCode) log.warning('formats.sikb0101.import.noProject', { file }, { kind: 'file', file });
  readPoints(context);
  const fieldSamples = readFieldSamples(context);
  const analysisSamples = readAnalysisSamples(context, fieldSamples);
  const [system, ...others] = [...context.systems];
  if (system) project.PrCoordinateSystem = system;
  if (others.length > 0) log.warning('formats.sikb0101.import.mixedCoordinateSystems', { file, systems: [...context.systems].join(', ') }, { kind: 'file', file });

  const unread = new Map<string, number>();
  for (const feature of index.all) if (!readTypes.has(feature.type)) unread.set(feature.type, (unread.get(feature.type) ?? 0) + 1);
  for (const [feature, count] of unread) log.info('formats.sikb0101.import.featuresNotRead', { file, feature, count }, { kind: 'file', file });

  const unreadAnalyses = index.ofType('Analysis').filter((feature) => !context.consumed.has(feature.gmlId)).length;
  if (unreadAnalyses > 0) log.info('formats.sikb0101.import.featuresNotRead', { file, feature: 'Analysis', count: unreadAnalyses }, { kind: 'file', file });
  const points = [...context.points.values()].map((point) => ({ ...point, point: withPointGeometry(point.point, system) }));
  log.info('formats.sikb0101.import.read', {
    file, points: points.length, layers: points.reduce((sum, point) => sum + point.layers.length, 0),
    samples: points.reduce((sum, point) => sum + point.jars.length + point.waterSamples.length, 0),
    results: analysisSamples.reduce((sum, sample) => sum + sample.results.length, 0),
  }, { kind: 'file', file });
  return { ok: true, value: { version, tree: { project, points, analysisSamples } }, log: log.entries };
}
