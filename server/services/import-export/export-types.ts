import type { ExportOutcome } from '../../../src/domain/formats/format-result';
import { exportTiFile } from '../../../src/domain/formats/ti/ti-file';
import type { Executor } from '../../db/executor';
import type { ProjectViewer } from '../project-service';
import { exportTables } from './table-export-service';
import { readTiDocument } from './ti-export-service';

/** The export types the export wizard offers (spec 02 section 9, 'Export types'), by their wire name. */
export const exportTypeNames = ['ti', 'xlsx', 'csv'] as const;

/** One export type's wire name (TypeOfExport). */
export type ExportTypeName = (typeof exportTypeNames)[number];

/** What every export is given: where to read, who asks, which project. */
export interface ExportRequest {
  db: Executor;
  viewer: ProjectViewer;
  prId: number;
  now: Date;
  /** The measurement points chosen in the wizard, where the type exports a selection; all when absent. */
  pointGuids?: readonly string[];
}

async function exportTi({ db, viewer, prId, now }: ExportRequest): Promise<ExportOutcome> {
  return exportTiFile(await readTiDocument(db, viewer, prId, now));
}

/** Each export type's writer over the stored project. */
export const exportWriters: Record<ExportTypeName, (request: ExportRequest) => Promise<ExportOutcome>> = {
  ti: exportTi,
  xlsx: async ({ db, viewer, prId, now, pointGuids }) => exportTables(await readTiDocument(db, viewer, prId, now), 'xlsx', pointGuids),
  csv: async ({ db, viewer, prId, now, pointGuids }) => exportTables(await readTiDocument(db, viewer, prId, now), 'csv', pointGuids),
};
