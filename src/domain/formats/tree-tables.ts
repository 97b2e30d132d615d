import { bottleSchema } from '../entities/bottle';
import { filterTubeSchema } from '../entities/filter-tube';
import { jarSchema } from '../entities/jar';
import { layerSchema } from '../entities/layer';
import { measurementPointSchema } from '../entities/measurement-point';
import { observationSchema } from '../entities/observation';
import { projectSchema } from '../entities/project';
import { waterSampleSchema } from '../entities/water-sample';
import type { PointTree, ProjectTree, WaterSampleTree } from './project-tree';

type Row = Record<string, unknown>;

/** A project and the tables of SetProjectWithChilds (spec 01 section 7), children naming parents by GUID. */
export interface ProjectTables {
  project: Row;
  tables: Record<string, Row[]>;
}


function key(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** The row without its parents' GUIDs (`links`): inside a tree its place says them; its own GUID stays. */
function withoutLinks(row: Row, ...links: string[]): Row {
  const copy: Row = { ...row };
  for (const field of links) delete copy[field];
  return copy;
}

function groupBy(rows: readonly Row[] | undefined, field: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows ?? []) {
    const parent = key(row[field]);
    groups.set(parent, [...(groups.get(parent) ?? []), row]);
  }
  return groups;
}

/**
 * The exchange formats' tree of a stored project (what the .ti export reads, spec 02 section 9): points
 * with their layers, jars, tubes and water samples (bottles and observations under them), each row
 * parsed by its entity schema. Points outside `pointGuids` are left out when a selection is given.
 */
export function projectTreeFromTables(source: ProjectTables, pointGuids?: ReadonlySet<string>): ProjectTree {
  const { tables } = source;
  const layers = groupBy(tables.tblLayers, 'MpGuid');
  const jars = groupBy(tables.tblJars, 'MpGuid');
  const tubes = groupBy(tables.tblFilterTubes, 'MpGuid');
  const samples = groupBy(tables.tblWaterSamples, 'MpGuid');
  const bottles = groupBy(tables.tblBottles, 'WsGuid');
  const observations = groupBy(tables.tblObservation, 'WsGuid');
  const chosen = pointGuids ? new Set([...pointGuids].map(key)) : null;
  const points = (tables.tblMeasurementPoints ?? []).filter((row) => chosen === null || chosen.has(key(row.MpGuid))).map((row): PointTree => {
    const guid = key(row.MpGuid);
    return {
      point: measurementPointSchema.parse(row),
      layers: (layers.get(guid) ?? []).map((layer) => layerSchema.parse(withoutLinks(layer, 'MpGuid'))),
      jars: (jars.get(guid) ?? []).map((jar) => jarSchema.parse(withoutLinks(jar, 'MpGuid'))),
      filterTubes: (tubes.get(guid) ?? []).map((tube) => filterTubeSchema.parse(withoutLinks(tube, 'MpGuid'))),
      waterSamples: (samples.get(guid) ?? []).map((sample): WaterSampleTree => ({
        sample: waterSampleSchema.parse(withoutLinks(sample, 'MpGuid', 'FtGuid')),
        tubeGuid: typeof sample.FtGuid === 'string' && sample.FtGuid !== '' ? sample.FtGuid : null,
        bottles: (bottles.get(key(sample.WsGuid)) ?? []).map((bottle) => bottleSchema.parse(withoutLinks(bottle, 'WsGuid'))),
        observations: (observations.get(key(sample.WsGuid)) ?? []).map((observation) => observationSchema.parse(observation)),
      })),
    };
  });
  return { project: projectSchema.parse(source.project), points, analysisSamples: [] };
}

/**
 * A tree read from a file as the flat tables SetProjectWithChilds writes (spec 01 section 7): children
 * name their parents by GUID, so an import goes through the same one write path as every other client.
 */
export function tablesOfProjectTree(tree: ProjectTree): ProjectTables {
  const tables: Record<string, Row[]> = {
    tblMeasurementPoints: [], tblLayers: [], tblJars: [], tblFilterTubes: [], tblWaterSamples: [], tblBottles: [], tblObservation: [],
  };
  const push = (table: string, row: Row) => tables[table]?.push(row);
  for (const point of tree.points) {
    const MpGuid = point.point.MpGuid;
    push('tblMeasurementPoints', { ...point.point });
    for (const layer of point.layers) push('tblLayers', { ...layer, MpGuid });
    for (const jar of point.jars) push('tblJars', { ...jar, MpGuid });
    for (const tube of point.filterTubes) push('tblFilterTubes', { ...tube, MpGuid });
    for (const { sample, tubeGuid, bottles, observations } of point.waterSamples) {
      push('tblWaterSamples', { ...sample, MpGuid, FtGuid: tubeGuid });
      for (const bottle of bottles) push('tblBottles', { ...bottle, WsGuid: sample.WsGuid });
      for (const observation of observations) push('tblObservation', { ...observation, WsGuid: sample.WsGuid });
    }
  }
  return { project: { ...tree.project }, tables: Object.fromEntries(Object.entries(tables).filter(([, rows]) => rows.length > 0)) };
}
