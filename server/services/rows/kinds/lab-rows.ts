import { error } from '../../../../src/domain/validation/issue';
import type { Executor } from '../../../db/executor';
import type { WireRow } from '../../../db/repositories/entity-rows';
import { assignmentOfSamples, assignmentStates, fieldSampleIdsOfProject } from '../../../db/repositories/lab';
import type { PlannedRow } from '../plan-rows';
import type { RowKind, WriteContext } from '../row-kind';
import type { RowIssue } from '../row-refusal';
import { domainRules } from './rule-check';

/** Fields of an assignment only the server sets: sending (spec 02 section 4) and the soft delete. */
const assignmentServerFields = ['IsSent', 'LbSendFailure', 'LbSentDate', 'LbDeleted'] as const;

/** Lab assignments of a project (spec 02 section 3); sending and soft-deleting go through their own calls. */
export const labAssignmentRows: RowKind<'labAssignment'> = {
  kind: 'labAssignment',
  siblings: { scope: 'none' },
  serverFields: assignmentServerFields,
};

function issueAt(table: string, row: PlannedRow, field: string, code: `lab.issue.${string}`, params?: Record<string, string | number>): RowIssue {
  return { ...error(field, code, params), row: row.key, table };
}

/** Why an analysis sample may not be put on (or taken off) an assignment, or undefined when it may. */
async function sampleIssues(trx: Executor, rows: readonly PlannedRow[], context: WriteContext): Promise<RowIssue[]> {
  const states = await assignmentStates(trx, context.projectId);
  const issues: RowIssue[] = [];
  for (const row of rows) {
    const before = row.stored?.LbID ?? null;
    const after = row.merged.LbID ?? null;
    const wasSent = before !== null && states.get(Number(before))?.sent === true;
    if (wasSent) {
      // A sent assignment's samples are read-only (spec 02 section 4).
      issues.push(issueAt('tblAnalysisSamples', row, 'LbID', 'lab.issue.sampleOnSentAssignment'));
      continue;
    }
    if (after === null || after === before) continue;
    const state = states.get(Number(after));
    if (!state || state.deleted) issues.push(issueAt('tblAnalysisSamples', row, 'LbID', 'lab.issue.assignmentNotFound', { id: Number(after) }));
    else if (state.sent) issues.push(issueAt('tblAnalysisSamples', row, 'LbID', 'lab.issue.sampleOnSentAssignment'));
  }
  return issues;
}

/** Analysis samples on a sent assignment are not deleted: its samples are read-only (spec 02 section 4). */
async function sampleDeleteIssues(trx: Executor, rows: readonly WireRow[], context: WriteContext): Promise<RowIssue[]> {
  const states = await assignmentStates(trx, context.projectId);
  return rows.flatMap((row) => {
    const lbId = row.LbID;
    if (lbId === null || lbId === undefined || states.get(Number(lbId))?.sent !== true) return [];
    return [{ ...error('LbID', 'lab.issue.sampleOnSentAssignment'), row: String(row.AsGuid), table: 'tblAnalysisSamples' }];
  });
}

/** Analysis samples of a project (spec 02 section 3); LbID puts one on a lab assignment of the same project. */
export const analysisSampleRows: RowKind<'analysisSample'> = {
  kind: 'analysisSample',
  siblings: { scope: 'none' },
  // Counted from the analysis results, never typed.
  serverFields: ['ResultCount'],
  requiredOnInsert: 'Name',
  validate: domainRules('analysisSample', { groupByParent: true }),
  checkRows: sampleIssues,
  checkDelete: sampleDeleteIssues,
};

/** Each part names one jar or one water sample of the project, and its sample is not on a sent assignment. */
async function partIssues(trx: Executor, rows: readonly PlannedRow[], context: WriteContext): Promise<RowIssue[]> {
  const known = await fieldSampleIdsOfProject(trx, context.projectId);
  const onAssignment = await assignmentOfSamples(trx, context.projectId);
  const states = await assignmentStates(trx, context.projectId);
  const issues: RowIssue[] = [];
  for (const row of rows) {
    const { JrID: jrId, WsID: wsId, AsID: asId } = row.merged;
    const hasJar = jrId !== null && jrId !== undefined;
    const hasWater = wsId !== null && wsId !== undefined;
    if (hasJar === hasWater) issues.push(issueAt('tblAnalysisSampleParts', row, 'JrID', 'lab.issue.oneFieldSample'));
    else if (hasJar && !known.jars.has(Number(jrId))) issues.push(issueAt('tblAnalysisSampleParts', row, 'JrID', 'lab.issue.fieldSampleNotFound', { id: Number(jrId) }));
    else if (hasWater && !known.waterSamples.has(Number(wsId))) issues.push(issueAt('tblAnalysisSampleParts', row, 'WsID', 'lab.issue.fieldSampleNotFound', { id: Number(wsId) }));
    const lbId = onAssignment.get(Number(asId));
    if (lbId !== null && lbId !== undefined && states.get(lbId)?.sent) issues.push(issueAt('tblAnalysisSampleParts', row, 'AsID', 'lab.issue.sampleOnSentAssignment'));
  }
  return issues;
}

/** The field samples an analysis sample is made of (spec 02 section 7, GetAllSampleParts). */
export const analysisSamplePartRows: RowKind<'analysisSamplePart'> = {
  kind: 'analysisSamplePart',
  siblings: { scope: 'none' },
  checkRows: partIssues,
};
