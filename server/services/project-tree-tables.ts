import type { WireRow } from '../db/repositories/entity-rows';
import { layerRows } from './rows/kinds/layer-rows';
import { filterTubeRows, finishingRows, jarRows } from './rows/kinds/point-child-rows';
import { pointRows } from './rows/kinds/point-rows';
import { concernedContactRows, locationVisitRows, sublocationRows, summaryConclusionRows } from './rows/kinds/project-record-rows';
import { bottleRows, observationRows, waterSampleRows } from './rows/kinds/sample-rows';
import type { RowKind } from './rows/row-kind';

/** A kind of row a project tree may carry (spec 01 section 7, SetProjectWithChilds). */
export type TreeKind =
  | 'sublocation' | 'concernedContact' | 'summaryConclusion' | 'locationVisit' | 'measurementPoint'
  | 'layer' | 'jar' | 'filterTube' | 'finishing' | 'waterSample' | 'bottle' | 'observation';

/** The row kinds a project tree holds, each as the one write path knows it. */
export const treeRowKinds: { readonly [K in TreeKind]: RowKind<K> } = {
  sublocation: sublocationRows,
  concernedContact: concernedContactRows,
  summaryConclusion: summaryConclusionRows,
  locationVisit: locationVisitRows,
  measurementPoint: pointRows,
  layer: layerRows,
  jar: jarRows,
  filterTube: filterTubeRows,
  finishing: finishingRows,
  waterSample: waterSampleRows,
  bottle: bottleRows,
  observation: observationRows,
};

/** Where a table of a project tree hangs: under the project, a measurement point, or a water sample. */
export type TreeLevel = 'project' | 'point' | 'sample';

/** One table SetProjectWithChilds accepts, and how its rows find their parent (by GUID). */
export interface TreeTable {
  /** The VeldData name, e.g. 'tblLayers'. */
  table: `tbl${string}`;
  kind: TreeKind;
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
