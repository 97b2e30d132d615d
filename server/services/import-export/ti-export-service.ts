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
import { treeTables } from '../project-tree-tables';

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

function portable(row: WireRow, links: GuidLinks): WireRow {
  const out: WireRow = {};
  for (const [field, value] of Object.entries(row)) {
    if (field in linkGuidField && !(linkGuidField[field as keyof GuidLinks] in row)) {
      out[linkGuidField[field as keyof GuidLinks]] = value === null ? null : links[field as keyof GuidLinks].get(value) ?? null;
    }
    if (!idFields.has(field)) out[field] = value;
  }
  return out;
}

/**
 * The whole tree of project `prId` as a .ti document (spec 02 section 9, '{product} (.ti)'): the project and
 * every table SetProjectWithChilds writes, in its write order, ids replaced by the parents' GUIDs.
 * Read inside `db` as given: a transaction, when the caller wants one consistent picture.
 */
export async function readTiDocument(db: Executor, viewer: ProjectViewer, prId: number, now = new Date()): Promise<TiDocument> {
  const project = await selectProject(db, viewer.licenceId, prId);
  if (!project) throw refused(refusedReadCode, projectMessages.notFound);
  const raw = new Map<string, WireRow[]>();
  for (const source of treeTables) raw.set(source.table, await selectRowsOfProject(db, source.kind, prId));
  const index = (table: string, id: string, guid: string) => new Map((raw.get(table) ?? []).map((row) => [row[id], row[guid]]));
  const links: GuidLinks = {
    MpID: index('tblMeasurementPoints', 'MpID', 'MpGuid'),
    WsID: index('tblWaterSamples', 'WsID', 'WsGuid'),
    FtID: index('tblFilterTubes', 'FtID', 'FtGuid'),
  };
  const projectRow = portable(project, links);
  for (const field of callerFields) delete projectRow[field];
  return {
    format: 'fieldwork-ti',
    version: tiFormatVersion,
    exportedAt: now.toISOString(),
    project: projectRow,
    tables: Object.fromEntries([...raw].map(([table, rows]) => [table, rows.map((row) => portable(row, links))])),
  };
}
