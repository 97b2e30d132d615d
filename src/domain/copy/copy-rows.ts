import { sampleNameForPoint } from '../names/sample-names';
import { pointNameOf } from './copy-names';
import { kindOfTable, pointTreeTables } from './copy-tables';
import type { CopyRow, CopyTables, PointTreeTable } from './copy-tables';

/** Makes a new GUID; injected so tests and benchmarks can predict them. */
export type NewGuid = () => string;

/** One source point and the names of its copies (one name a copy). */
export interface PointCopyPlan {
  sourceGuid: string;
  names: readonly string[];
}

/** Where the copies go. */
export interface CopyDestination {
  /** PrID of the target project, sent as text (spec 01 section 5). */
  projectId: string;
  /** Sub-locations are the project's own: a copy keeps its SlGuid only inside the same project. */
  keepSublocation: boolean;
}

/** One copy made: the point it came from, its new GUID and its name. */
export interface CopiedPoint {
  sourceGuid: string;
  guid: string;
  name: string;
}

/** The tables to save (SetProjectWithChilds velddata) and the copies they hold. */
export interface CopiedTrees {
  velddata: Partial<Record<PointTreeTable, CopyRow[]>>;
  copies: CopiedPoint[];
}

/** A row of the source, with the table it came from. */
interface SourceRow {
  table: PointTreeTable;
  row: CopyRow;
}

/** Sample names follow the point name (spec 01 section 4): jars (soil samples) and water and air samples. */
const sampleNameFields: Partial<Record<PointTreeTable, string>> = { tblJars: 'JrName', tblWaterSamples: 'WsName' };

/** The GUID field that names a row's parent once ids are gone, by the parent's id field. */
const linkFieldOf: Record<string, { guidField: string; table: PointTreeTable }> = {
  MpID: { guidField: 'MpGuid', table: 'tblMeasurementPoints' },
  WsID: { guidField: 'WsGuid', table: 'tblWaterSamples' },
  FtID: { guidField: 'FtGuid', table: 'tblFilterTubes' },
};

const key = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));

/**
 * Groups every row under the point it belongs to: point-level rows by MpID (or MpGuid), sample-level
 * rows through their sample's point. Rows whose point is not among the source points are left out.
 */
function rowsByPoint(tables: CopyTables): Map<string, SourceRow[]> {
  const byPoint = new Map<string, SourceRow[]>();
  const pointOfId = new Map<string, string>();
  const pointOfSample = new Map<string, string>();
  for (const point of tables.tblMeasurementPoints ?? []) {
    const guid = key(point.MpGuid);
    if (!guid) continue;
    byPoint.set(guid, [{ table: 'tblMeasurementPoints', row: point }]);
    const id = key(point.MpID);
    if (id) pointOfId.set(id, guid);
  }
  const pointOf = (row: CopyRow) => (key(row.MpID) ? pointOfId.get(String(row.MpID)) : undefined) ?? key(row.MpGuid);
  for (const sample of tables.tblWaterSamples ?? []) {
    const point = pointOf(sample);
    for (const id of [key(sample.WsID), key(sample.WsGuid)]) if (id && point) pointOfSample.set(id, point);
  }
  for (const table of pointTreeTables.slice(1)) {
    const sampleLevel = kindOfTable(table).parentIdField === 'WsID';
    for (const row of tables[table] ?? []) {
      const point = sampleLevel ? pointOfSample.get(key(row.WsID) ?? key(row.WsGuid) ?? '') : pointOf(row);
      const list = point ? byPoint.get(point) : undefined;
      if (list) list.push({ table, row });
    }
  }
  return byPoint;
}

/** Old GUIDs and ids of one point's rows to the new GUIDs of one copy. */
interface CopyKeys {
  guids: Map<string, string>;
  /** 'tblFilterTubes#12' → new FtGuid. */
  ids: Map<string, string>;
  /** The new GUID of each row, by its position in the point's rows (undefined for kinds without one). */
  own: (string | undefined)[];
}

function newKeys(rows: readonly SourceRow[], newGuid: NewGuid): CopyKeys {
  const keys: CopyKeys = { guids: new Map(), ids: new Map(), own: [] };
  for (const { table, row } of rows) {
    const { guidField, idField } = kindOfTable(table);
    const guid = guidField ? newGuid() : undefined;
    keys.own.push(guid);
    if (!guid || !guidField) continue;
    const oldGuid = key(row[guidField]);
    const oldId = key(row[idField]);
    if (oldGuid) keys.guids.set(oldGuid, guid);
    if (oldId) keys.ids.set(`${table}#${oldId}`, guid);
  }
  return keys;
}

/** The new GUID of a row's parent, by its old id or old GUID; undefined when the parent is not copied. */
function newParentGuid(row: CopyRow, idField: string, keys: CopyKeys): string | undefined {
  const link = linkFieldOf[idField];
  if (!link) return undefined;
  const byId = key(row[idField]);
  if (byId) return keys.ids.get(`${link.table}#${byId}`);
  const byGuid = key(row[link.guidField]);
  return byGuid ? keys.guids.get(byGuid) : undefined;
}

/**
 * One row of a copy: ids dropped (the server gives new ones), a new GUID, its parent named by the
 * parent's new GUID, every other field holding a copied row's old GUID rewritten, and PrID the
 * target's. Undefined when its parent is not part of the copy.
 */
function copyRow(
  { table, row }: SourceRow, ownGuid: string | undefined, keys: CopyKeys, destination: CopyDestination,
): Record<string, unknown> | undefined {
  const { idField, guidField, parentIdField } = kindOfTable(table);
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if (field === idField || linkFieldOf[field]) continue;
    copy[field] = typeof value === 'string' ? keys.guids.get(value) ?? value : value;
  }
  if (guidField) copy[guidField] = ownGuid;
  if (parentIdField && parentIdField !== 'PrID') {
    const parent = newParentGuid(row, parentIdField, keys);
    if (!parent) return undefined;
    copy[linkFieldOf[parentIdField]?.guidField ?? parentIdField] = parent;
  }
  if (table === 'tblWaterSamples') {
    // A tube sample stays under the copy of its tube; a surface sample (no FtID) stays at the point.
    const tube = key(row.FtID) ?? key(row.FtGuid);
    const newTube = tube ? newParentGuid(row, 'FtID', keys) : null;
    if (newTube === undefined) return undefined;
    copy.FtGuid = newTube;
  }
  if (table === 'tblMeasurementPoints' || 'PrID' in row) copy.PrID = destination.projectId;
  if (table === 'tblMeasurementPoints' && !destination.keepSublocation && 'SlGuid' in row) copy.SlGuid = null;
  return copy;
}

/**
 * Steps 5 to 7 of a copy (spec 01 section 4): every planned copy of every point, each with all its
 * rows under new GUIDs and every reference rewritten to them (parent GUIDs of children, a tube
 * sample's FtGuid), the project id rewritten, the point renamed and its sample names following the
 * point name, cut to 50 characters. Ids are dropped: the server numbers the new rows.
 */
export function copyPointTrees(tables: CopyTables, plans: readonly PointCopyPlan[], destination: CopyDestination, newGuid: NewGuid): CopiedTrees {
  const grouped = rowsByPoint(tables);
  const velddata: Partial<Record<PointTreeTable, CopyRow[]>> = {};
  const copies: CopiedPoint[] = [];
  for (const plan of plans) {
    const rows = grouped.get(plan.sourceGuid) ?? [];
    const point = rows[0]?.row;
    if (!point) continue;
    const oldName = pointNameOf(point);
    for (const name of plan.names) {
      const keys = newKeys(rows, newGuid);
      for (const [index, source] of rows.entries()) {
        const { table, row } = source;
        const copy = copyRow(source, keys.own[index], keys, destination);
        if (!copy) continue;
        if (table === 'tblMeasurementPoints') {
          copy.MpName = name;
          copies.push({ sourceGuid: plan.sourceGuid, guid: String(copy.MpGuid), name });
        }
        const nameField = sampleNameFields[table];
        const sampleName = nameField ? row[nameField] : undefined;
        if (nameField && typeof sampleName === 'string' && sampleName !== '') copy[nameField] = sampleNameForPoint(sampleName, oldName, name);
        (velddata[table] ??= []).push(copy);
      }
    }
  }
  return { velddata, copies };
}
