import { z } from 'zod';
import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import { prIdSchema } from '../../../src/domain/entities/wire-types';
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
import { deleteRows } from '../rows/delete-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import { refuseRowsByIssue } from '../rows/row-reasons';
import { sentVersions } from '../rows/sent-versions';
import { writeRows } from '../rows/write-rows';
import { projectTextLimits } from '../rows/project-text-limits';
import { parentColumn, requireRecordParent } from './record-parent';
import type { RecordKindSpec } from './record-kinds';

const keySchema = z.union([z.string().trim().min(1).max(100), z.number().int()]);
const keysSchema = z.union([keySchema, z.array(keySchema).max(100000)]).nullish()
  .transform((keys) => (keys === undefined || keys === null ? [] : Array.isArray(keys) ? keys : [keys]));

/**
 * The parts of a write's `data`: the parent (PrID, or CaID for cadastral customers and acts), the
 * rows — the list field, or else `data` itself as one row — and, for DELETE, the GUIDs or ids.
 */
function readEnvelope(spec: RecordKindSpec, data: WireRow) {
  const { guidField, idField } = entityDescriptors[spec.rows.kind];
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
 * caller's licence, then the one row path (parse, match, stamp, validate, batched write); answers
 * the parent's full list of that kind.
 */
export async function writeProjectRecords(db: Executor, caller: Caller, spec: RecordKindSpec, action: WriteAction, data: WireRow): Promise<WriteAnswer> {
  const envelope = readEnvelope(spec, data);
  const { kind } = spec.rows;
  const descriptor = entityDescriptors[kind];
  const column = parentColumn(spec);
  return inTransaction(db, async (trx) => {
    const parent = await requireRecordParent(trx, caller, spec, 'write', envelope.parentId, envelope.projectId ?? undefined);
    const context = { projectId: parent.projectId, now: new Date(), coordinateSystem: undefined, textLimits: await projectTextLimits(trx, parent.projectId, kind) };
    if (action === 'DELETE') {
      const deleted = await deleteRows(trx, spec.rows, { keys: [...envelope.guids, ...envelope.ids], parentIds: [parent.parentId], context, versions: sentVersions(data.RowVersions) });
      if (!deleted.ok) throw refuseRowsByIssue(spec.saveFailed, kind, deleted.refusal, spec.refusalsByIssue);
    } else {
      const rest = { ...data };
      delete rest[spec.listField];
      const parsed = parseIncomingRows(spec.rows, envelope.rows ?? [rest]);
      if (!parsed.ok) throw refuseRowsByIssue(spec.saveFailed, kind, parsed.refusal, spec.refusalsByIssue);
      const rows = parsed.value.map((row) => ({ ...row, parentId: parent.parentId }));
      const written = await writeRows(trx, spec.rows, { action, rows, parentIds: [parent.parentId], context });
      if (!written.ok) throw refuseRowsByIssue(spec.saveFailed, kind, written.refusal, spec.refusalsByIssue);
    }
    return writeSucceeded({ [descriptor.tableName]: await selectEntityRows(trx, kind, { column, values: [parent.parentId] }) });
  });
}
