import type { Executor } from '../db/executor';
import type { WireRow } from '../db/repositories/entity-rows';
import { selectRowsOfProject } from '../db/repositories/rows-of-project';
import type { TreeKind, TreePayload, TreeTable } from './project-tree-tables';

/** Where a sent row goes: its parent's id and the columns placement sets (a sample's tube), or the GUID it names that is not there. */
export type TreePlace =
  | { ok: true; parentId: number; set?: WireRow }
  | { ok: false; field: string; guid: string };

interface Known {
  id: number;
  /** A tube's point, so a sample's tube can be checked to hang under the sample's point. */
  pointId?: number;
}

function guidOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function index(rows: readonly WireRow[], guidField: string, idField: string, pointField?: string): Map<string, Known> {
  return new Map(rows.map((row) => [String(row[guidField]).toLowerCase(), { id: Number(row[idField]), ...(pointField ? { pointId: Number(row[pointField]) } : {}) }]));
}

/**
 * The parents a tree's rows name by GUID (spec 01 section 7, SetProjectWithChilds): the project's
 * stored points, tubes and samples, plus every one the tree writes on its way down, so a child finds
 * a parent sent in the same call. GUIDs match in any letter case.
 */
export class TreeParents {
  private constructor(
    readonly projectId: number,
    private readonly points: Map<string, Known>,
    private readonly tubes: Map<string, Known>,
    private readonly samples: Map<string, Known>,
  ) {}

  /** Reads the keys of the project's points, and of its tubes and samples when the tree has rows under them. */
  static async load(db: Executor, prId: number, payload: TreePayload): Promise<TreeParents> {
    const has = (table: string) => (payload[table]?.length ?? 0) > 0;
    const points = await selectRowsOfProject(db, 'measurementPoint', prId, ['MpID', 'MpGuid']);
    const tubes = has('tblWaterSamples') ? await selectRowsOfProject(db, 'filterTube', prId, ['FtID', 'FtGuid', 'MpID']) : [];
    const samples = has('tblBottles') || has('tblObservation') ? await selectRowsOfProject(db, 'waterSample', prId, ['WsID', 'WsGuid']) : [];
    return new TreeParents(prId, index(points, 'MpGuid', 'MpID'), index(tubes, 'FtGuid', 'FtID', 'MpID'), index(samples, 'WsGuid', 'WsID'));
  }

  /** Learns the rows a table just wrote, so their children can find them. */
  remember(kind: TreeKind, written: readonly WireRow[]): void {
    if (kind === 'measurementPoint') for (const [guid, known] of index(written, 'MpGuid', 'MpID')) this.points.set(guid, known);
    if (kind === 'filterTube') for (const [guid, known] of index(written, 'FtGuid', 'FtID', 'MpID')) this.tubes.set(guid, known);
    if (kind === 'waterSample') for (const [guid, known] of index(written, 'WsGuid', 'WsID')) this.samples.set(guid, known);
  }

  /** The id of the sample named `guid`, if the project holds it. */
  sampleId(guid: string): number | undefined {
    return this.samples.get(guid.toLowerCase())?.id;
  }

  /** Places one sent row of `source`: under the project, its point (MpGuid) or its sample (WsGuid); a sample's tube (FtGuid) under the same point. */
  place(source: TreeTable, raw: WireRow): TreePlace {
    if (source.level === 'project') return { ok: true, parentId: this.projectId };
    const [field, parents] = source.level === 'point' ? ['MpGuid', this.points] as const : ['WsGuid', this.samples] as const;
    const guid = guidOf(raw[field]) ?? '';
    const parent = parents.get(guid.toLowerCase());
    if (!parent) return { ok: false, field, guid: guid || '(none)' };
    if (source.kind !== 'waterSample' || !('FtGuid' in raw)) return { ok: true, parentId: parent.id };
    const tubeGuid = guidOf(raw.FtGuid);
    if (tubeGuid === undefined) return { ok: true, parentId: parent.id, set: { FtID: null } };
    const tube = this.tubes.get(tubeGuid.toLowerCase());
    if (!tube || tube.pointId !== parent.id) return { ok: false, field: 'FtGuid', guid: tubeGuid };
    return { ok: true, parentId: parent.id, set: { FtID: tube.id } };
  }
}
