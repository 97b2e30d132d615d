import type { EntityKind } from '../../src/domain/entities/entity-descriptors';
import type { WireRow } from '../db/repositories/entity-rows';

/** Where a table of a project tree hangs: under the project, a measurement point, or a water sample. */
export type TreeLevel = 'project' | 'point' | 'sample';

/** One table SetProjectWithChilds accepts, and how its rows find their parent (by GUID). */
export interface TreeTable {
  /** The VeldData name, e.g. 'tblLayers'. */
  table: `tbl${string}`;
  kind: EntityKind;
  level: TreeLevel;
}

/**
 * The tables of a project tree in write order, parents first (spec 01 sections 3 and 4, 'copy or
 * move measurement points'): children name their parent by GUID — MpGuid under a point, WsGuid
 * under a sample, and FtGuid for a tube sample's gauging tube.
 */
export const treeTables: readonly TreeTable[] = [
  { table: 'tblSublocations', kind: 'sublocation', level: 'project' },
  { table: 'tblConcernedCompanies', kind: 'concernedContact', level: 'project' },
  { table: 'tblSummaryConclusions', kind: 'summaryConclusion', level: 'project' },
  { table: 'tblLocationVisits', kind: 'locationVisit', level: 'project' },
  { table: 'tblMeasurementPoints', kind: 'measurementPoint', level: 'project' },
  { table: 'tblLayers', kind: 'layer', level: 'point' },
  { table: 'tblJars', kind: 'jar', level: 'point' },
  { table: 'tblFilterTubes', kind: 'filterTube', level: 'point' },
  { table: 'tblFinishings', kind: 'finishing', level: 'point' },
  { table: 'tblWaterSamples', kind: 'waterSample', level: 'point' },
  { table: 'tblBottles', kind: 'bottle', level: 'sample' },
  { table: 'tblObservation', kind: 'observation', level: 'sample' },
];

/** The VeldData of a SetProjectWithChilds call: any of the tables above, each a list of wire rows. */
export type TreePayload = Partial<Record<string, readonly WireRow[]>>;

/** The GUID field that links a row of this level to its parent. */
export function parentLinkField(level: TreeLevel): 'MpGuid' | 'WsGuid' | undefined {
  if (level === 'point') return 'MpGuid';
  if (level === 'sample') return 'WsGuid';
  return undefined;
}

/** One incoming row of the tree, placed: its GUID, its parent's GUID, and its stored version if any. */
export interface TreeRow {
  source: TreeTable;
  /** The row's own GUID (made up for a new row that came without one; for observations a key of our own). */
  guid: string;
  /** How the client knows the row: its GUID as sent, or '#index' in its table's list. */
  sentKey: string;
  /** The fields as sent and parsed, without ids and link GUIDs. */
  incoming: WireRow;
  /** The stored row this one updates; undefined for an insert. */
  stored: WireRow | undefined;
  /** GUID of the parent point (point level) or sample (sample level). */
  parentGuid: string | undefined;
  /** Tube samples: the gauging tube's GUID; null for a surface sample; undefined when not sent. */
  tubeGuid: string | null | undefined;
  /** The row as it will be stored, after the server's rules. */
  merged: WireRow;
}
