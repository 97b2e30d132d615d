import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { orderLines, selectLabAssignments } from '../../db/repositories/lab';
import { findProjectId } from '../../db/repositories/scope';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import type { Mailer } from '../mail/mailer';
import { labAssignmentRows } from '../rows/kinds/lab-rows';
import { reasonText, refuseBecause, rowReasons } from '../rows/row-reasons';
import { writeRows } from '../rows/write-rows';
import { labMessages } from './lab-messages';
import { orderAttachments, orderFileStem } from './order-documents';
import { labOrderXml } from './order-xml';

/** Records a send's outcome on the assignment in its own transaction: sent, or not sent with the reason (spec 02 section 4). */
async function recordOutcome(db: Executor, prId: number, assignment: WireRow, failure: string | null): Promise<WireRow> {
  return inTransaction(db, async (trx) => {
    const now = new Date();
    const set = failure === null
      ? { IsSent: true, LbSendFailure: null, LbSentDate: now.toISOString().slice(0, 19) }
      : { IsSent: false, LbSendFailure: failure };
    const guid = String(assignment.LbGuid);
    const written = await writeRows(trx, labAssignmentRows, {
      action: 'UPDATE', rows: [{ key: guid, index: 0, fields: { LbGuid: guid }, parentId: prId, set }], parentIds: [prId],
      context: { projectId: prId, now, coordinateSystem: undefined },
    });
    if (!written.ok) throw new Error(`recording the send of lab assignment ${guid} failed: ${written.refusal.cause}`);
    return written.value.written[0] ?? assignment;
  });
}

/** Where a send finds what it checks the order against. */
export interface SendOptions {
  /** The SIKB0101 XSD folder (SIKB_XSD_DIR); undefined: looked up beside the working folder. */
  sikbXsdDir: string | undefined;
}

/**
 * SendLabassignment (ours; spec 02 sections 2 and 4): e-mails the assignment's order — its sample
 * list as CSV, an order form as PDF and a SIKB0101 lab order as XML validated against the published
 * XSD — to the lab's address, then records 'sent', or 'not sent' with the reason (an order that does
 * not validate, or the mail server's); nothing else changes, so a retry sends the same order again.
 * The mail goes out outside any transaction: a slow SMTP server never holds the database.
 */
export async function sendLabAssignment(db: Executor, mailer: Mailer, caller: Caller, projectId: number, lbId: number, options: SendOptions): Promise<WriteAnswer> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw refuseBecause('write', labMessages.sendFailed, rowReasons.projectNotFound, { project: projectId });
  const assignment = (await selectLabAssignments(db, [prId])).find((row) => Number(row.LbID) === lbId);
  if (!assignment) throw refuseBecause('write', labMessages.sendFailed, labMessages.assignmentNotFound, { id: lbId });
  if (assignment.IsSent === true) throw refuseBecause('write', labMessages.sendFailed, labMessages.alreadySent);
  const [project] = await selectEntityRows(db, 'project', { column: 'PrID', values: [prId] });
  const projectCode = String(project?.PrCode ?? prId);
  const recipient = typeof assignment.LbLabEmail === 'string' ? assignment.LbLabEmail.trim() : '';
  let failure: string | null;
  if (recipient === '') {
    failure = reasonText(labMessages.noRecipient);
  } else {
    const lines = await orderLines(db, lbId);
    const stem = orderFileStem(assignment);
    const xml = await labOrderXml(db, caller, prId, new Set(lines.map((line) => String(line.sample.AsGuid))), stem, { schemaDir: options.sikbXsdDir, now: new Date() });
    if (!xml.ok) {
      failure = xml.reason;
    } else {
      const outcome = await mailer.send({
        to: recipient,
        subject: `Lab order ${String(assignment.OrderNr ?? lbId)} - ${projectCode}`,
        text: `Order ${String(assignment.OrderNr ?? lbId)} for project ${projectCode}: ${new Set(lines.map((line) => line.sample.AsID)).size} analysis samples, listed in the attached CSV and order form, and as a SIKB0101 lab order (XML).`,
        attachments: [...await orderAttachments(assignment, projectCode, lines), xml.attachment],
      });
      failure = outcome.ok ? null : outcome.reason;
    }
  }
  const row = await recordOutcome(db, prId, assignment, failure);
  return writeSucceeded({ [entityDescriptors.labAssignment.tableName]: [row] }, failure === null ? 'Sent' : 'Not sent');
}
