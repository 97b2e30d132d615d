import { entityDescriptors } from '../../../src/domain/entities/entity-descriptors';
import type { Executor } from '../../db/executor';
import { selectEntityRows } from '../../db/repositories/entity-rows';
import { findProjectId } from '../../db/repositories/scope';
import { readSucceeded } from '../answers';
import type { ReadAnswer } from '../answers';
import type { Caller } from '../caller';
import { refuseBecause, rowReasons } from '../rows/row-reasons';
import { parentColumn, parentIdsOfProject } from './record-parent';
import type { RecordKindSpec } from './record-kinds';

/**
 * Reads one project-record kind for a project of the caller's licence (spec 01 section 7:
 * GetSublocations, GetLocationVisits, GetSummaryAndConclusion, GetConcernedContacts,
 * GetCadastralOvam, GetCadastralOvamCustomer, GetCadastralOvamVlaremAct): the kind's tbl* list,
 * for cadastral customers and acts those of every cadastral record of the project. An unknown or
 * other-licence project is refused with Export_Failed.
 */
export async function readProjectRecords(db: Executor, caller: Caller, spec: RecordKindSpec, projectId: number): Promise<ReadAnswer> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw refuseBecause('read', spec.readFailed, rowReasons.projectNotFound, { project: projectId });
  const parentIds = await parentIdsOfProject(db, spec, prId);
  const rows = await selectEntityRows(db, spec.rows.kind, { column: parentColumn(spec), values: parentIds });
  return readSucceeded({ [entityDescriptors[spec.rows.kind].tableName]: rows });
}
