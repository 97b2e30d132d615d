import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connection';
import { deleteAbandonedImports } from '../../db/repositories/project-imports';
import { claimNextJob, failAbandonedJobs, finishJob, touchJob, type JobRow } from '../../db/repositories/jobs';
import { failureEntry, jobLogEntry } from './job-log';
import { jobMessages } from './job-messages';
import { jobSteps } from './job-steps';
import { MediaStorage } from '../media/media-storage';

/** How often an idle runner looks for queued jobs another process added (ms); its own are started at once. */
const pollInterval = 1000;

/** A running job's sign of life on PostgreSQL (ms); one silent for `staleAfter` is failed by any process. */
const heartbeatInterval = 5000;
const staleAfter = 60_000;

/** The folder of a job's uploads and converted document. */
export function jobFolder(dataDir: string, orderId: string): string {
  return join(dataDir, 'jobs', orderId);
}

/**
 * Runs the conversion and import jobs of the database's queue (spec 02 section 7, 'Job orchestrator'), one at a
 * time per process. At start it fails the jobs a stopped process left running (on SQLite all of them: one
 * process; on PostgreSQL those whose heartbeat went silent), so a crash never leaves a job hanging, and
 * deletes the projects such a job was still importing (hidden until their last chunk), so never half a project.
 * Progress of its own jobs is kept in memory (SQLite has one writer, which the import's chunks use) and, on
 * PostgreSQL, written to the row for other processes.
 */
export class JobRunner {
  private readonly workerId = randomUUID();
  private readonly progress = new Map<string, number>();
  private stopped = true;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> = Promise.resolve();

  private readonly dataDir: string;
  private readonly media: MediaStorage;

  /** `folders.dataDir` holds the jobs' folders, `folders.mediaDir` the media an import makes. */
  constructor(private readonly handle: DatabaseHandle, folders: { dataDir: string; mediaDir: string }, private readonly log: FastifyBaseLogger) {
    this.dataDir = folders.dataDir;
    this.media = new MediaStorage(folders.mediaDir);
  }

  /** Fails abandoned jobs and deletes what their imports wrote, then starts taking jobs from the queue. */
  async start(): Promise<void> {
    await this.recover();
    this.stopped = false;
    this.loop = this.run();
  }

  /** Stops after the job at hand (which finishes or rolls back). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.loop;
  }

  /** A job was queued by this process: look now. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Progress (0..1) of a job this process runs now, if any. */
  progressOf(orderId: string): number | undefined {
    return this.progress.get(orderId);
  }

  private async recover(): Promise<void> {
    const now = new Date();
    const staleBefore = this.handle.dialect === 'postgres' ? new Date(now.getTime() - staleAfter) : null;
    const failed = await failAbandonedJobs(this.handle.db, staleBefore, jobLogEntry('error', jobMessages.abandoned), now);
    if (failed.length > 0) this.log.warn({ orderIds: failed }, 'jobs left running by a stopped server were failed');
    const deleted = await deleteAbandonedImports(this.handle.db);
    if (deleted.length > 0) this.log.warn({ projectIds: deleted }, 'projects half imported by a stopped job were deleted');
  }

  private async run(): Promise<void> {
    let lastRecovery = Date.now();
    while (!this.stopped) {
      try {
        if (this.handle.dialect === 'postgres' && Date.now() - lastRecovery > staleAfter) {
          lastRecovery = Date.now();
          await this.recover();
        }
        const job = await claimNextJob(this.handle.db, this.handle.dialect, this.workerId, new Date());
        if (job) await this.execute(job);
        else await this.idle();
      } catch (error) {
        this.log.error({ err: error }, 'the job queue could not be read');
        await this.idle();
      }
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, pollInterval);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async execute(job: JobRow): Promise<void> {
    const { db, dialect } = this.handle;
    const earlier = JSON.parse(job.log) as unknown[];
    this.progress.set(job.orderId, 0);
    const heartbeat = dialect === 'postgres'
      ? setInterval(() => void touchJob(db, job.orderId, this.progress.get(job.orderId) ?? 0, new Date()).catch(() => undefined), heartbeatInterval)
      : undefined;
    try {
      const outcome = await jobSteps[job.phase]({
        db,
        job,
        folder: jobFolder(this.dataDir, job.orderId),
        media: this.media,
        onProgress: (fraction) => this.progress.set(job.orderId, fraction),
      });
      await finishJob(db, job.orderId, outcome.ok ? 'done' : 'failed', outcome.result, [...earlier, ...outcome.log], new Date());
    } catch (error) {
      const failure = failureEntry(error, job.phase === 'convert' ? jobMessages.conversionFailed : jobMessages.importFailed);
      await finishJob(db, job.orderId, 'failed', null, [...earlier, failure], new Date());
    } finally {
      clearInterval(heartbeat);
      this.progress.delete(job.orderId);
    }
  }
}
