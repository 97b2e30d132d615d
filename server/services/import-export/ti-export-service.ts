import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { tiFormatVersion, type TiDocument } from '../../../src/domain/formats/ti/ti-document';
import { refusedReadCode } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { selectProject } from '../../db/repositories/projects';
import { selectRowsOfProject } from '../../db/repositories/rows-of-project';
import { refused } from '../../errors';
import { projectMessages } from '../project-messages';
import type { ProjectViewer } from '../project-service';
import { treeTables, type TreeKind } from '../project-tree-tables';

/** Database ids of every kind: the database's business, never part of a .ti file (rows link by GUID). */
const idFields = new Set([...Object.values(entityDescriptors).map((descriptor) => descriptor.idField), 'LicenceID']);

/** Fields GetSingleProject adds per caller (pin, point count), not part of the project. */
const callerFields = ['PrPinned', 'PrMeasurementPointCount'];

/** Links by id to links by GUID: MpID → MpGuid, WsID → WsGuid, a sample's FtID → FtGuid. */
interface GuidLinks {
  MpID: Map<unknown, unknown>;
  WsID: Map<unknown, unknown>;
  FtID: Map<unknown, unknown>;
}

const linkGuidField = { MpID: 'MpGuid', WsID: 'WsGuid', FtID: 'FtGuid' } as const;

/** The kinds other rows link to by id, and the id field they are linked by. */
const linkedKinds: Partial<Record<TreeKind, keyof GuidLinks>> = { measurementPoint: 'MpID', waterSample: 'WsID', filterTube: 'FtID' };

/** What a field of a stored row becomes in the file: dropped (a database id) or copied, and for a link by id its parent's GUID. */
interface FieldRule {
  copy: boolean;
  link?: keyof GuidLinks;
}

function fieldRule(field: string): FieldRule {
  const link = field in linkGuidField ? field as keyof GuidLinks : undefined;
  return { copy: !idFields.has(field), ...(link ? { link } : {}) };
}

/**
 * Rows of one table as the file carries them, each field's rule worked out once per table, not once per row;
 * with `omitEmptyLinks` a link to no parent is left out, as the rows' empty columns are.
 */
function portableRows(rows: readonly WireRow[], links: GuidLinks, omitEmptyLinks: boolean): WireRow[] {
  const rules = new Map<string, FieldRule>();
  return rows.map((row) => {
    const out: WireRow = {};
    for (const field in row) {
      const value = row[field];
      let rule = rules.get(field);
      if (rule === undefined) {
        rule = fieldRule(field);
        rules.set(field, rule);
      }
      if (rule.link && !(linkGuidField[rule.link] in row)) {
        const guid = value === null ? null : links[rule.link].get(value) ?? null;
        if (guid !== null || !omitEmptyLinks) out[linkGuidField[rule.link]] = guid;
      }
      if (rule.copy) out[field] = value;
    }
    return out;
  });
}

/** How a .ti document is read: `omitEmptyColumns` leaves empty columns out of the tables' rows (a third of the file's size). */
export interface TiReadOptions {
  omitEmptyColumns?: boolean;
}

/**
 * The whole tree of project `prId` as a .ti document (spec 02 section 9, '{product} (.ti)'): the project and
 * every table SetProjectWithChilds writes, in its write order, ids replaced by the parents' GUIDs.
 * Read inside `db` as given: a transaction, when the caller wants one consistent picture.
 */
export async function readTiDocument(db: Executor, viewer: ProjectViewer, prId: number, now = new Date(), options: TiReadOptions = {}): Promise<TiDocument> {
  const project = await selectProject(db, viewer.licenceId, prId);
  if (!project) throw refused(refusedReadCode, projectMessages.notFound);
  const omitEmptyColumns = options.omitEmptyColumns === true;
  const links: GuidLinks = { MpID: new Map(), WsID: new Map(), FtID: new Map() };
  const tables: Record<string, WireRow[]> = {};
  // Table by table in write order, parents first: a table's links are known when it is copied, and the rows
  // as read can go before the next table is read.
  for (const source of treeTables) {
    const rows = await selectRowsOfProject(db, source.kind, prId, undefined, { omitEmptyColumns });
    const linked = linkedKinds[source.kind];
    if (linked) for (const row of rows) links[linked].set(row[linked], row[linkGuidField[linked]]);
    tables[source.table] = portableRows(rows, links, omitEmptyColumns);
  }
  const [projectRow = {}] = portableRows([project], links, false);
  for (const field of callerFields) delete projectRow[field];
  return {
    format: 'fieldwork-ti',
    version: tiFormatVersion,
    exportedAt: now.toISOString(),
    project: projectRow,
    tables,
  };
}
