import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { findAnalysisSample } from '../../db/repositories/lab';
import { findCadastralRecord } from '../../db/repositories/project-records';
import { findProjectId } from '../../db/repositories/scope';
import type { Caller } from '../caller';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import type { RecordKindSpec } from './record-kinds';

const parentColumns = { project: 'PrID', cadastralRecord: 'CaID', analysisSample: 'AsID' } as const;

/**
 * The column that links a record to its parent: PrID, CaID for cadastral customers and acts (spec
 * 01 section 7, 'rows carry CaID'), AsID for the parts of an analysis sample (spec 02 section 7).
 */
export function parentColumn(spec: RecordKindSpec): 'PrID' | 'CaID' | 'AsID' {
  return parentColumns[spec.parent];
}

/** A record's parent found in the caller's licence, and the project it lies in. */
export interface RecordParent {
  parentId: number;
  projectId: number;
}

/**
 * The parent a call names, when it belongs to the caller's licence (spec 02 section 6): the
 * project, or the cadastral record (which must lie in `projectId` when one is sent). Another
 * licence's parent is refused with the same answer as one that does not exist.
 */
export async function requireRecordParent(db: Executor, caller: Caller, spec: RecordKindSpec, direction: 'write' | 'read', parentId: number, projectId?: number): Promise<RecordParent> {
  const message = direction === 'write' ? spec.saveFailed : spec.readFailed;
  if (spec.parent === 'project') {
    const prId = await findProjectId(db, caller.licenceId, parentId);
    if (prId === undefined) throw refuseBecause(direction, message, rowReasons.projectNotFound, { project: parentId });
    return { parentId: prId, projectId: prId };
  }
  if (spec.parent === 'analysisSample') {
    const sample = await findAnalysisSample(db, caller.licenceId, parentId);
    if (!sample || (projectId !== undefined && projectId !== sample.prId)) {
      throw refuseBecause(direction, message, rowReasons.analysisSampleNotFound, { id: parentId });
    }
    return { parentId: sample.asId, projectId: sample.prId };
  }
  const record = await findCadastralRecord(db, caller.licenceId, parentId);
  if (!record || (projectId !== undefined && projectId !== record.prId)) {
    throw refuseBecause(direction, message, rowReasons.cadastralRecordNotFound, { id: parentId });
  }
  return { parentId: record.caId, projectId: record.prId };
}

/** The parent ids of a project's records of this kind: the project itself, its cadastral records or its analysis samples. */
export async function parentIdsOfProject(db: Executor, spec: RecordKindSpec, prId: number): Promise<number[]> {
  if (spec.parent === 'project') return [prId];
  if (spec.parent === 'analysisSample') {
    const samples = await selectEntityRows(db, 'analysisSample', { column: 'PrID', values: [prId] });
    return samples.map((sample) => Number(sample.AsID));
  }
  const records = await selectEntityRows(db, 'cadastralOvam', { column: 'PrID', values: [prId] });
  return records.map((record) => Number(record.CaID));
}
