import type { ServerExportTypeId } from '../../../src/domain/exchange/exchange-types';
import type { ExportParameters } from '../../../src/domain/exchange/export-parameters';
import type { BroLookup } from '../../../src/domain/formats/bro/bro-id-check';
import type { ExportOutcome } from '../../../src/domain/formats/format-result';
import { exportTiFile } from '../../../src/domain/formats/ti/ti-file';
import type { Executor } from '../../db/executor';
import type { ProjectViewer } from '../project-service';
import { exportBroBhrGt, exportBroGmw, exportGef, exportSikb, type TreeExportRequest } from './exchange-exports';
import { readExportTree } from './export-tree';
import { nativeDeflater } from './native-deflate';
import { exportTables } from './table-export-service';
import { readTiDocument } from './ti-export-service';

/** What every export is given: how to read in one transaction, who asks, which project, and the call's parameters. */
export interface ExportRequest {
  /** Runs `work` in one read transaction: one consistent picture of the project, and no network call inside it. */
  read: <T>(work: (db: Executor) => Promise<T>) => Promise<T>;
  viewer: ProjectViewer;
  prId: number;
  now: Date;
  parameters: ExportParameters;
  /** The BRO portal behind the pre-export checks (spec 02 section 4). */
  lookup: BroLookup;
  /** Who exports: GEF's #FILEOWNER and SIKB0101's organisation. */
  owner: string;
}

async function exportTi({ read, viewer, prId, now }: ExportRequest): Promise<ExportOutcome> {
  return exportTiFile(await read((db) => readTiDocument(db, viewer, prId, now, { omitEmptyColumns: true })), nativeDeflater);
}

/** An exchange standard over the tree of the chosen points. */
function overTree(write: (request: TreeExportRequest) => Promise<ExportOutcome>) {
  return async (request: ExportRequest): Promise<ExportOutcome> => {
    const tree = await request.read((db) => readExportTree(db, request.viewer, request.prId, request.parameters.MeasurementPointGuids ?? []));
    return write({ tree, parameters: request.parameters, now: request.now, owner: request.owner, lookup: request.lookup });
  };
}

/** Each export type's writer over the stored project (spec 02 section 9), for every type the registry has the server write. */
export const exportWriters: Record<ServerExportTypeId, (request: ExportRequest) => Promise<ExportOutcome>> = {
  ti: exportTi,
  gef: overTree(exportGef),
  sikb0101: overTree(exportSikb),
  'bro-bhrgt': overTree(exportBroBhrGt),
  'bro-gmw': overTree(exportBroGmw),
  xlsx: async ({ read, viewer, prId, now, parameters }) => exportTables(await read((db) => readTiDocument(db, viewer, prId, now)), 'xlsx', parameters.MeasurementPointGuids),
  csv: async ({ read, viewer, prId, now, parameters }) => exportTables(await read((db) => readTiDocument(db, viewer, prId, now)), 'csv', parameters.MeasurementPointGuids),
};
