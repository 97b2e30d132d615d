import { z } from 'zod';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { prIdSchema } from '../../../src/domain/entities/wire-types';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import type { WireRow } from '../../db/repositories/entity-rows';
import { projectIdsOfLicence, selectLabAssignments } from '../../db/repositories/lab';
import { findProjectId } from '../../db/repositories/scope';
import { badRequest } from '../../errors';
import { platformMessages } from '../../messages';
import { wireRowsSchema } from '../../routes/envelopes';
import { readSucceeded, writeSucceeded } from '../answers';
import type { ReadAnswer, WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import { labAssignmentRows } from '../rows/kinds/lab-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import { refuseBecause, refuseRows, rowReasons } from '../rows/row-reasons';
import { writeRows } from '../rows/write-rows';
import { labMessages } from './lab-messages';

/** SetLabassignment's actions (spec 02 section 7): CREATE, DELETE (soft), and UPDATE of an assignment's fields. */
export const labAssignmentActionSchema = z.enum(['CREATE', 'UPDATE', 'DELETE']);
export type LabAssignmentAction = z.output<typeof labAssignmentActionSchema>;

const keySchema = z.union([z.string().trim().min(1).max(100), z.number().int()]);

const envelopeSchema = z.object({
  PrID: prIdSchema,
  LabAssignments: wireRowsSchema.optional(),
  LbID: z.union([keySchema, z.array(keySchema).max(1000)]).nullish(),
  LbGuid: z.union([keySchema, z.array(keySchema).max(1000)]).nullish(),
});

function listOf(value: string | number | (string | number)[] | null | undefined): (string | number)[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The project's assignments as a call answers them: never the soft-deleted ones (spec 02 section 4). */
async function visibleAssignments(db: Executor, prId: number): Promise<WireRow[]> {
  return selectLabAssignments(db, [prId]);
}

/**
 * SetLabassignment (spec 02 section 7) through the one row path: CREATE inserts assignments, UPDATE
 * changes their fields, DELETE sets LbDeleted — the row stays in the database (spec 02 section 4).
 * Sending, and with it IsSent, is SendLabassignment's. Answers the project's visible assignments.
 */
export async function setLabAssignments(db: Executor, caller: Caller, action: LabAssignmentAction, data: WireRow): Promise<WriteAnswer> {
  const parsed = envelopeSchema.safeParse(data);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `data.${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw badRequest(platformMessages.invalidBody, { details });
  }
  const envelope = parsed.data;
  const message = action === 'DELETE' ? labMessages.deleteFailed : labMessages.saveFailed;
  return inTransaction(db, async (trx) => {
    const prId = await findProjectId(trx, caller.licenceId, envelope.PrID);
    if (prId === undefined) throw refuseBecause('write', message, rowReasons.projectNotFound, { project: envelope.PrID });
    const context = { projectId: prId, now: new Date(), coordinateSystem: undefined };
    if (action === 'DELETE') {
      const keys = [...listOf(envelope.LbGuid), ...listOf(envelope.LbID)];
      if (keys.length === 0) throw refuseRows(message, 'labAssignment', { cause: 'nothingToDelete', keys: [] });
      // LbID is the list boxes' identifier (spec 02 section 3): name the row by its GUID for the row path.
      const guidOfId = new Map((await selectLabAssignments(trx, [prId], { withDeleted: true })).map((row) => [Number(row.LbID), String(row.LbGuid)]));
      const rows = keys.map((key, index) => {
        const guid = typeof key === 'number' ? guidOfId.get(key) ?? `LbID ${key}` : key;
        return { key: guid, index, fields: { LbGuid: guid }, parentId: prId, set: { LbDeleted: true } };
      });
      // A soft delete is an update of LbDeleted: the row stays (spec 02 section 4); unknown keys are refused.
      const written = await writeRows(trx, labAssignmentRows, { action: 'UPDATE', rows, parentIds: [prId], context });
      if (!written.ok) throw refuseRows(message, 'labAssignment', written.refusal);
    } else {
      const rest: WireRow = { ...data };
      delete rest.LabAssignments;
      const incoming = parseIncomingRows(labAssignmentRows, envelope.LabAssignments ?? [rest]);
      if (!incoming.ok) throw refuseRows(message, 'labAssignment', incoming.refusal);
      const rows = incoming.value.map((row) => ({ ...row, parentId: prId, ...(action === 'CREATE' ? { set: { IsSent: false, LbDeleted: false } } : {}) }));
      const written = await writeRows(trx, labAssignmentRows, { action: action === 'CREATE' ? 'INSERT' : 'UPDATE', rows, parentIds: [prId], context });
      if (!written.ok) throw refuseRows(message, 'labAssignment', written.refusal);
    }
    return writeSucceeded({ [entityDescriptors.labAssignment.tableName]: await visibleAssignments(trx, prId) });
  });
}

/** GetLabassignments (spec 02 section 7): the project's assignments without the soft-deleted ones. */
export async function getLabAssignments(db: Executor, caller: Caller, projectId: number): Promise<ReadAnswer> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw refuseBecause('read', labMessages.readFailed, rowReasons.projectNotFound, { project: projectId });
  return readSucceeded({ [entityDescriptors.labAssignment.tableName]: await visibleAssignments(db, prId) });
}

/**
 * GetAllLabAssignmentsBetweenDateRanges (spec 02 section 7): every visible assignment of the
 * caller's licence dated FromDate to ToDate (inclusive, wire dates), as Content, JSON text of the list.
 */
export async function labAssignmentsBetween(db: Executor, caller: Caller, from: string, to: string): Promise<{ ResultCode: 'Export_Succes'; ResultMessage: string; Content: string }> {
  const prIds = await projectIdsOfLicence(db, caller.licenceId);
  const rows = await selectLabAssignments(db, prIds, { from, to: to.length === 10 ? `${to}T23:59:59` : to });
  return { ResultCode: 'Export_Succes', ResultMessage: '', Content: JSON.stringify(rows) };
}
