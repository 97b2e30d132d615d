import { z } from 'zod';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { setDeliveryState, setImporterState } from '../../db/repositories/lab-deliveries';
import { failureEntry, jobLogEntry } from '../jobs/job-log';
import type { StepContext, StepOutcome } from '../jobs/job-steps';
import { writeProjectResults } from '../lab/analysis-results';
import { resultMessages } from '../lab/result-messages';
import { labAssignmentRows } from '../rows/kinds/lab-rows';
import { refuseRows } from '../rows/row-reasons';
import { writeRows } from '../rows/write-rows';
import { labImportMessages } from './lab-import-messages';
import { matchDelivery, type DeliveryMatch } from './match-delivery';
import { readDeliveryFile } from './read-delivery-file';

/** Input of a lab-results job: the delivery it imports and where its bytes were kept. */
const labResultsInputSchema = z.object({ deliveryId: z.number().int(), file: z.string(), path: z.string() });

/** The job input of a delivery. */
export function labResultsInput(deliveryId: number, file: string, path: string): string {
  return JSON.stringify({ deliveryId, file, path } satisfies z.input<typeof labResultsInputSchema>);
}

/** The status an assignment takes when the delivery names none (ours; the lab's own code otherwise). */
const receivedStatus = 'received';

/** Stores the matched results per project and sets each answered assignment's lab status and report number. */
async function storeMatch(trx: Executor, match: DeliveryMatch): Promise<void> {
  const now = new Date();
  for (const prId of new Set(match.results.map((result) => result.prId))) {
    const rows = match.results.filter((result) => result.prId === prId).map((result) => result.row);
    const written = await writeProjectResults(trx, prId, { Action: 'UPSERT', Results: rows });
    if (!written.ok) throw refuseRows(resultMessages.failed, 'analysisResult', written.refusal);
  }
  for (const assignment of match.assignments.values()) {
    const fields = { LabStatusCode: assignment.labStatus ?? receivedStatus, ...(assignment.reportNumber ? { LabReportNumber: assignment.reportNumber } : {}) };
    const row = { key: assignment.lbGuid, index: 0, fields, parentId: assignment.prId };
    const context = { projectId: assignment.prId, now, coordinateSystem: undefined };
    const written = await writeRows(trx, labAssignmentRows, { action: 'UPDATE', rows: [row], parentIds: [assignment.prId], context });
    if (!written.ok) throw refuseRows(resultMessages.failed, 'labAssignment', written.refusal);
  }
}

/**
 * The job step of the lab result importer (spec 02 section 2): reads the delivery whole, matches it to
 * analysis samples, and stores every matched result, the assignments' status and report number and the
 * delivery's 'imported' mark in one transaction — a crash or a refusal leaves the database as it was.
 */
export async function importLabDelivery(context: StepContext): Promise<StepOutcome> {
  const outcome = await importDelivery(context);
  // Every delivery read, imported or not, is a run of the importer ('last run n minutes ago').
  await setImporterState(context.db, context.job.licenceId, 'idle', new Date(), new Date());
  return outcome;
}

async function importDelivery({ db, job, onProgress }: StepContext): Promise<StepOutcome> {
  const input = labResultsInputSchema.parse(JSON.parse(job.input));
  const read = await readDeliveryFile(input.path, input.file);
  onProgress(0.3);
  if (!read.ok) {
    await setDeliveryState(db, input.deliveryId, 'failed', null, new Date());
    return { ok: false, result: null, log: read.log };
  }
  try {
    return await inTransaction(db, async (trx) => {
      const match = await matchDelivery(trx, job.licenceId, read.lines);
      onProgress(0.5);
      if (match.results.length === 0) {
        await setDeliveryState(trx, input.deliveryId, 'failed', null, new Date());
        return { ok: false, result: null, log: [...read.log, ...match.log, jobLogEntry('error', labImportMessages.nothingImported, { file: input.file })] };
      }
      await storeMatch(trx, match);
      const orders = [...match.assignments.values()].map((assignment) => assignment.orderNr);
      const summary = { results: match.results.length, samples: new Set(match.results.map((result) => result.row.AsID)).size, orders };
      await setDeliveryState(trx, input.deliveryId, 'imported', summary, new Date());
      const done = jobLogEntry('info', labImportMessages.imported, { results: summary.results, samples: summary.samples, orders: orders.join(', ') || 'SIKB0101' });
      return { ok: true, result: summary, log: [...read.log, ...match.log, done] };
    });
  } catch (error) {
    await setDeliveryState(db, input.deliveryId, 'failed', null, new Date());
    return { ok: false, result: null, log: [...read.log, failureEntry(error, labImportMessages.failed)] };
  }
}
