import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { findCadastralRecord } from '../../db/repositories/project-records';
import { findProjectId } from '../../db/repositories/scope';
import type { Caller } from '../caller';
import type { Outcome } from '../records/plan-rows';
import { reasonText, recordReasons } from '../records/reasons';
import type { RecordKindSpec } from './record-kinds';

/** The column that links a record to its parent: PrID, or CaID for cadastral customers and acts (spec 01 section 7, 'rows carry CaID'). */
export function parentColumn(spec: RecordKindSpec): 'PrID' | 'CaID' {
  return spec.parent === 'project' ? 'PrID' : 'CaID';
}

/**
 * The parent a write names, when it belongs to the caller's licence (issue 'Data service',
 * deliver 5): the project, or the cadastral record (which must lie in `projectId` when one is sent).
 * Another licence's parent gets the same answer as one that does not exist.
 */
export async function findRecordParent(db: Executor, caller: Caller, spec: RecordKindSpec, parentId: number, projectId?: number): Promise<Outcome<number>> {
  if (spec.parent === 'project') {
    const prId = await findProjectId(db, caller.licenceId, parentId);
    return prId === undefined ? { ok: false, reason: reasonText(recordReasons.projectNotFound, { project: parentId }) } : { ok: true, value: prId };
  }
  const record = await findCadastralRecord(db, caller.licenceId, parentId);
  if (!record || (projectId !== undefined && projectId !== record.prId)) {
    return { ok: false, reason: reasonText(recordReasons.cadastralRecordNotFound, { id: parentId }) };
  }
  return { ok: true, value: record.caId };
}

/** The parent ids of a project's records of this kind: the project itself, or its cadastral records. */
export async function parentIdsOfProject(db: Executor, spec: RecordKindSpec, prId: number): Promise<number[]> {
  if (spec.parent === 'project') return [prId];
  const records = await selectEntityRows(db, 'cadastralOvam', { column: 'PrID', values: [prId] });
  return records.map((record) => Number(record.CaID));
}
