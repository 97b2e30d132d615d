import { entityDescriptors } from '../entities/entity-descriptors';
import type { EntityKind } from '../entities/entity-descriptors';

/** A row as it travels on the wire: wire field names to JSON values. */
export type CopyRow = Readonly<Record<string, unknown>>;

/** VeldData tables by name (tblMeasurementPoints, tblLayers, …), as the read calls answer them. */
export type CopyTables = Readonly<Partial<Record<string, readonly CopyRow[]>>>;

/**
 * The tables of a measurement point's tree, parents first (spec 01 section 7,
 * GetMeasurementPointWithChilds): what a copy carries. Everything else in an answer — tblProjects
 * and any metadata table — is the source project's and is stripped (spec 01 section 4).
 */
const pointTreeTableKinds = {
  tblMeasurementPoints: 'measurementPoint',
  tblLayers: 'layer',
  tblJars: 'jar',
  tblFilterTubes: 'filterTube',
  tblFinishings: 'finishing',
  tblWaterSamples: 'waterSample',
  tblWaterSampleMeasurements: 'waterSampleMeasurement',
  tblBottles: 'bottle',
  tblObservation: 'observation',
} as const satisfies Record<string, EntityKind>;

/** One table of a point's tree. */
export type PointTreeTable = keyof typeof pointTreeTableKinds;

/** The point-tree tables in write order, parents first. */
export const pointTreeTables = Object.keys(pointTreeTableKinds) as PointTreeTable[];

/**
 * The field-sample tables: jars, water (and air) samples, their measurements, observations and
 * bottles, left out when the user does not copy field samples (spec 01 section 4).
 */
export const fieldSampleTables: readonly PointTreeTable[] = [
  'tblJars', 'tblWaterSamples', 'tblWaterSampleMeasurements', 'tblObservation', 'tblBottles',
];

/** The point fields that place it: X, Y, Z and the point text made of them (spec 01 section 3). */
const coordinateFields = ['MpXCoord', 'MpYCoord', 'MpZCoord', 'MpPointGeometry'] as const;

/** The descriptor of a point-tree table's rows. */
export function kindOfTable(table: PointTreeTable) {
  return entityDescriptors[pointTreeTableKinds[table]];
}

/** Step 2 of a copy (spec 01 section 4): only the point-tree tables, the project and metadata tables stripped. */
export function stripToPointTree(tables: CopyTables): CopyTables {
  const kept: Partial<Record<string, readonly CopyRow[]>> = {};
  for (const table of pointTreeTables) {
    const rows = tables[table];
    if (rows && rows.length > 0) kept[table] = rows;
  }
  return kept;
}

/** Step 3, optional: the points without X, Y, Z and geometry (the fields kept, emptied). */
export function stripCoordinates(tables: CopyTables): CopyTables {
  const points = tables.tblMeasurementPoints;
  if (!points) return tables;
  const empty = Object.fromEntries(coordinateFields.map((field) => [field, null]));
  return { ...tables, tblMeasurementPoints: points.map((point) => ({ ...point, ...empty })) };
}

/** Step 4, optional: without the jar, water sample, measurement, observation and bottle tables. */
export function stripFieldSamples(tables: CopyTables): CopyTables {
  const kept: Partial<Record<string, readonly CopyRow[]>> = { ...tables };
  for (const table of fieldSampleTables) delete kept[table];
  return kept;
}
