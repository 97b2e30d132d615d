import type { Generated } from 'kysely';

/** Where a delivery came from: the licence's folder or an upload on the results screen. */
export type DeliverySource = 'folder' | 'upload';

/** A delivery waits for its job, was imported, or could not be read (its job's log says why). */
export type DeliveryState = 'queued' | 'imported' | 'failed';

/** What the importer is doing (spec 02 section 4, 'Lab result importer: checking, idle, running'). */
export type ImporterState = 'checking' | 'idle' | 'running';

/** Table of migration 0011: one lab delivery a licence received, unique by content. Time stamps are ISO-8601 UTC text. */
export interface LabDeliveriesTable {
  id: Generated<number>;
  licenceId: number;
  fileName: string;
  /** SHA-256 (hex) of the file's bytes: the same delivery found again is not imported twice. */
  checksum: string;
  source: DeliverySource;
  state: DeliveryState;
  /** The job (migration 0009) that imports it. */
  orderId: string | null;
  /** JSON: the import's counts once imported. */
  summary: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Table of migration 0011: the importer's state per licence. */
export interface LabImportersTable {
  licenceId: number;
  state: ImporterState;
  /** The end of the last check of the licence's folder (or the last forced import). */
  lastRunAt: string | null;
  updatedAt: string;
}

/** The tables migration 0011 adds besides tblAnalysisResults. */
export interface LabImportTables {
  labDeliveries: LabDeliveriesTable;
  labImporters: LabImportersTable;
}
