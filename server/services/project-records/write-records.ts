import { z } from 'zod';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { prIdSchema } from '../../../src/domain/entities/wire-types';
import { hasErrors } from '../../../src/domain/validation/issue';
import { refusedWriteCode } from '../../../src/domain/wire/result-codes';
import { badRequest } from '../../errors';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import type { WireRow } from '../../db/repositories/entity-rows';
import { platformMessages } from '../../messages';
import { wireRowsSchema } from '../../routes/envelopes';
import type { WriteAction } from '../../routes/envelopes';
import { writeSucceeded } from '../answers';
import type { WriteAnswer } from '../answers';
import type { Caller } from '../caller';
import { applyDelete, applyWrite, planDelete, planWrite } from '../records/plan-rows';
import { refusedBecause, refusedForIssues } from '../records/reasons';
import { parseRows, plannedRowIssues } from '../records/row-checks';
import { findRecordParent, parentColumn } from './record-parent';
import type { RecordKindSpec } from './record-kinds';

const keySchema = z.union([z.string().trim().min(1).max(100), z.number().int()]);
const keysSchema = z.union([keySchema, z.array(keySchema).max(100000)]).nullish()
  .transform((keys) => (keys === undefined || keys === null ? [] : Array.isArray(keys) ? keys : [keys]));

/**
 * The parts of a write's `data`: the parent (PrID, or CaID for cadastral customers and acts), the
 * rows — the list field, or else `data` itself as one row — and, for DELETE, the GUIDs or ids.
 */
function readEnvelope(spec: RecordKindSpec, data: WireRow) {
  const { guidField, idField } = entityDescriptors[spec.kind];
  const parsed = z.object({
    parentId: prIdSchema,
    projectId: prIdSchema.nullish(),
    rows: wireRowsSchema.optional(),
    guids: keysSchema,
    ids: keysSchema,
  }).safeParse({
    parentId: data[parentColumn(spec)],
    projectId: data.PrID,
    rows: data[spec.listField],
    guids: guidField ? data[guidField] : undefined,
    ids: data[idField],
  });
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `data.${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw badRequest(platformMessages.invalidBody, { details });
  }
  return parsed.data;
}

/**
 * Writes rows of one project-record kind under their parent in one transaction (spec 01 section 7:
 * SetSubLocation, SetLocationVisits, SetSummaryAndConclusion, SetConcernedContact,
 * SetCadastralOvam, SetCadastralOvamCustomer, SetCadastralOvamVlaremAct): scope checked against the
 * caller's licence, rows validated with the domain, last-changed stamped; answers the parent's
 * full list of that kind.
 */
export async function writeProjectRecords(db: Executor, caller: Caller, spec: RecordKindSpec, action: WriteAction, data: WireRow): Promise<WriteAnswer> {
  const envelope = readEnvelope(spec, data);
  const { kind } = spec;
  const descriptor = entityDescriptors[kind];
  const column = parentColumn(spec);
  const refuse = (reason: string) => refusedBecause(refusedWriteCode, spec.saveFailed, reason);
  return inTransaction(db, async (trx) => {
    const parent = await findRecordParent(trx, caller, spec, envelope.parentId, envelope.projectId ?? undefined);
    if (!parent.ok) throw refuse(parent.reason);
    const scope = { column, values: [parent.value] };
    const stored = await selectEntityRows(trx, kind, scope);
    if (action === 'DELETE') {
      const ids = planDelete(kind, [...envelope.guids, ...envelope.ids], stored);
      if (!ids.ok) throw refuse(ids.reason);
      await applyDelete(trx, kind, ids.value);
    } else {
      const rest = { ...data };
      delete rest[spec.listField];
      const rows = parseRows(kind, envelope.rows ?? [rest], envelope.rows ? spec.listField : 'data');
      if (!rows.ok) throw refuse(rows.reason);
      const planned = await planWrite(trx, {
        kind, action, rows: rows.value, stored, fixed: { [column]: parent.value },
        // Customers and Vlarem acts hang under CaID: a PrID sent along is not theirs to keep.
        serverFields: spec.parent === 'cadastralRecord' ? ['PrID'] : [],
        now: new Date(),
      });
      if (!planned.ok) throw refuse(planned.reason);
      const issues = plannedRowIssues(kind, planned.value, stored);
      if (hasErrors(issues)) throw refusedForIssues(refusedWriteCode, spec.saveFailed, issues);
      await applyWrite(trx, kind, planned.value);
    }
    return writeSucceeded({ [descriptor.tableName]: await selectEntityRows(trx, kind, scope) });
  });
}
