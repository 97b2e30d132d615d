/**
 * Which step a job is at (spec 02 section 4: 'Import job: convert, then import, then status polling'),
 * or a lab delivery being imported (spec 02 section 2, lab result importer; migration 0011).
 */
export type JobPhase = 'convert' | 'import' | 'labResults';

/** Where a job's current step stands: waiting to be claimed, running, finished (converted or imported) or failed. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Table of migration 0009: one conversion-then-import job per orderId. Time stamps are ISO-8601 UTC text. */
export interface JobsTable {
  orderId: string;
  licenceId: number;
  userId: number;
  phase: JobPhase;
  state: JobState;
  /** Fraction 0..1 of the current step. */
  progress: number;
  /** JSON: the uploaded files, then the project code to import as. */
  input: string;
  /** JSON: what the step produced (the converted counts, the imported project). */
  result: string | null;
  /** JSON: the wizard's log entries, every step's appended. */
  log: string;
  /** The process that runs the job while running. */
  workerId: string | null;
  /** Last sign of life of the running process (PostgreSQL: a stale one is failed by another process). */
  heartbeatAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The tables migration 0009 adds. */
export interface JobTables {
  jobs: JobsTable;
}
