import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LabImportSettings } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { inTransaction } from '../../db/executor';
import { insertJob } from '../../db/repositories/jobs';
import {
  findDelivery, importerOf, insertDelivery, latestDeliveries, licenceByNumber, pendingDeliveryCount, renewDelivery, requeueAbandonedDeliveries, setImporterState,
} from '../../db/repositories/lab-deliveries';
import type { DeliverySource, ImporterState } from '../../db/lab-import-schema';
import type { JobRunner } from '../jobs/job-runner';
import { jobFolder } from '../jobs/job-runner';
import { storedUploadName } from '../jobs/upload-rules';
import { labResultsInput } from './import-delivery-step';
import { deliveryExtensions } from './read-delivery-file';

/** What receiving a delivery did: queued it, or found it was received before (under `earlier`). */
export type Received = { queued: true; deliveryId: number } | { queued: false; earlier: string };

/** The importer's status as the results screen shows it (spec 02 section 2, 'Lab result importer status'). */
export interface ImporterStatus {
  state: ImporterState;
  lastRunAt: string | null;
  /** Whether a delivery folder is configured (LAB_IMPORT_DIR). */
  folder: boolean;
  deliveries: { fileName: string; source: string; state: string; receivedAt: string; log: unknown[] }[];
}

/**
 * The lab result importer (spec 02 sections 2 and 4): takes deliveries from a folder per licence
 * (LAB_IMPORT_DIR/<licence number>/, looked at every LAB_IMPORT_INTERVAL seconds and on 'force import')
 * and from uploads, and queues each as a job of the one job queue (migration 0009). Its state lives in
 * the database: a delivery is known by its bytes' SHA-256 so it is imported once, and a delivery whose
 * job a stopped server abandoned is queued again at start.
 */
export class LabImporter {
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | null = null;

  constructor(private readonly handle: DatabaseHandle, private readonly settings: LabImportSettings, private readonly dataDir: string,
    private readonly runner: JobRunner, private readonly log: FastifyBaseLogger) {}

  /** Queues abandoned deliveries again, then checks the folders now and every interval. */
  async start(): Promise<void> {
    const requeued = await requeueAbandonedDeliveries(this.handle.db, new Date());
    if (requeued > 0) this.log.info({ requeued }, 'lab deliveries left by a stopped server were queued again');
    this.runner.wake();
    if (!this.settings.dir) return;
    this.timer = setInterval(() => void this.checkAll(), this.settings.intervalSeconds * 1000);
    this.timer.unref();
    void this.checkAll();
  }

  /** Stops looking at the folders (after a check in progress). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
  }

  /** Keeps a delivery's bytes in a job folder and queues its import, unless the same bytes were received before and not refused. */
  async receive(licenceId: number, userId: number, fileName: string, bytes: Buffer, source: DeliverySource): Promise<Received> {
    const checksum = createHash('sha256').update(bytes).digest('hex');
    const known = await findDelivery(this.handle.db, licenceId, checksum);
    if (known && known.state !== 'failed') return { queued: false, earlier: known.fileName };
    const orderId = randomUUID();
    const folder = jobFolder(this.dataDir, orderId);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const path = join(folder, storedUploadName(fileName, 0));
    await writeFile(path, bytes, { mode: 0o600 });
    const now = new Date();
    const deliveryId = await inTransaction(this.handle.db, async (trx) => {
      const id = known ? known.id : await insertDelivery(trx, { licenceId, fileName, checksum, source, orderId }, now);
      if (known) await renewDelivery(trx, known.id, { fileName, source, orderId }, now);
      await insertJob(trx, { orderId, licenceId, userId, phase: 'labResults', input: labResultsInput(id, fileName, path) }, now);
      return id;
    });
    this.runner.wake();
    return { queued: true, deliveryId };
  }

  /** 'Force import' (spec 02 section 2): queues abandoned deliveries again and checks the licence's folder now. */
  async force(licenceId: number, licenceNumber: number): Promise<void> {
    await requeueAbandonedDeliveries(this.handle.db, new Date());
    this.runner.wake();
    await this.checkLicence(licenceId, licenceNumber);
  }

  /** The licence's importer state, last run and latest deliveries with their logs. */
  async status(licenceId: number): Promise<ImporterStatus> {
    const { db } = this.handle;
    const stored = await importerOf(db, licenceId);
    const pending = await pendingDeliveryCount(db, licenceId);
    const deliveries = await latestDeliveries(db, licenceId, 20);
    return {
      state: pending > 0 ? 'running' : stored?.state ?? 'idle',
      lastRunAt: stored?.lastRunAt ?? null,
      folder: this.settings.dir !== undefined,
      deliveries: deliveries.map((row) => ({
        fileName: row.fileName, source: row.source, state: row.jobState === 'running' ? 'running' : row.state, receivedAt: row.createdAt,
        log: row.log ? JSON.parse(row.log) as unknown[] : [],
      })),
    };
  }

  private async checkAll(): Promise<void> {
    if (this.checking || !this.settings.dir) return;
    const run = async () => {
      const entries = await readdir(this.settings.dir ?? '', { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const number = Number(entry.name);
        if (!entry.isDirectory() || !Number.isInteger(number)) continue;
        const licence = await licenceByNumber(this.handle.db, number);
        if (licence) await this.checkLicence(licence.licenceId, number);
      }
    };
    this.checking = run().catch((error: unknown) => this.log.error({ err: error }, 'the lab delivery folders could not be checked')).finally(() => {
      this.checking = null;
    });
    await this.checking;
  }

  /** Looks in the licence's folder: every settled delivery file not received before is queued. */
  private async checkLicence(licenceId: number, licenceNumber: number): Promise<void> {
    const { db } = this.handle;
    await setImporterState(db, licenceId, 'checking', new Date());
    try {
      const dir = this.settings.dir;
      const licence = await licenceByNumber(db, licenceNumber);
      if (!dir || !licence) return;
      const folder = join(dir, String(licenceNumber));
      const names = await readdir(folder).catch(() => []);
      const settledBefore = Date.now() - this.settings.settleSeconds * 1000;
      for (const name of names.sort()) {
        if (!deliveryExtensions.has(extname(name).toLowerCase())) continue;
        const path = join(folder, name);
        const info = await stat(path).catch(() => null);
        // A file still being written is left for the next check: a half-copied delivery is never read.
        if (!info?.isFile() || info.mtimeMs > settledBefore) continue;
        await this.receive(licenceId, licence.userId, name, await readFile(path), 'folder');
      }
    } finally {
      await setImporterState(db, licenceId, 'idle', new Date(), new Date());
    }
  }
}
