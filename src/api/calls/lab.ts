import type { LabAssignment } from '../../domain/entities/lab-assignment';
import type { AnalysisSampleRow } from '../../domain/entities/analysis-sample';
import type { AnalysisSamplePart } from '../../domain/entities/analysis-sample-part';
import { resultCodes } from '../../domain/wire/result-codes';
import { parseVeldData, writeBody, writeFileContent } from '../envelope';
import type { ProjectId, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables } from './tables';
import { dataPath, readTables, writeTables } from './wire-calls';

const assignmentTables = pickTables('tblLabAssignments');
const sampleTables = pickTables('tblAnalysisSamples');
const partTables = pickTables('tblAnalysisSampleParts');

/** SetLabassignment's actions (spec 02 section 7): CREATE, UPDATE of the fields, DELETE (soft). */
export type LabAssignmentAction = 'CREATE' | 'UPDATE' | 'DELETE';

/** GetLabassignments: the project's assignments, without the soft-deleted ones (spec 02 section 4). */
export async function getLabAssignments(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<LabAssignment[]> {
  return (await readTables(api, 'GetLabassignments', { ProjectID: prId }, assignmentTables, options)).tblLabAssignments;
}

/** SetLabassignment: answers the project's visible assignments after the change. */
export async function setLabAssignment(api: ApiClient, prId: ProjectId, action: LabAssignmentAction, assignment: LabAssignment): Promise<LabAssignment[]> {
  const data = action === 'DELETE' ? { PrID: prId, LbID: assignment.LbID } : { PrID: prId, LabAssignments: [assignment] };
  // writeBody's actions are the record calls'; this call's CREATE travels in the same envelope.
  const body = { ...writeBody(data, 'UPDATE'), action };
  const answer = await api.post('SetLabassignment', dataPath('SetLabassignment'), body, [resultCodes.write]);
  return parseVeldData('SetLabassignment', writeFileContent(answer), assignmentTables).tblLabAssignments;
}

/** SendLabassignment (ours): mails the order; answers the assignment, sent or not sent with LbSendFailure. */
export async function sendLabAssignment(api: ApiClient, prId: ProjectId, lbId: number): Promise<LabAssignment> {
  const answer = await api.post('SendLabassignment', dataPath('SendLabassignment'), { data: { PrID: Number(prId), LbID: lbId } }, [resultCodes.write]);
  const [row] = parseVeldData('SendLabassignment', writeFileContent(answer), assignmentTables).tblLabAssignments;
  return row ?? {};
}

/** GetAllSamples: the project's analysis samples. */
export async function getAnalysisSamples(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<AnalysisSampleRow[]> {
  return (await readTables(api, 'GetAllSamples', { ProjectID: prId }, sampleTables, options)).tblAnalysisSamples;
}

/** SetAnalysisSamples: INSERT, UPDATE (e.g. LbID) or DELETE by AsGuid; answers the project's analysis samples. */
export async function setAnalysisSamples(api: ApiClient, prId: ProjectId, action: WriteAction, rows: readonly AnalysisSampleRow[]): Promise<AnalysisSampleRow[]> {
  const data = action === 'DELETE' ? { PrID: prId, AsGuid: rows.map((row) => row.AsGuid) } : { PrID: prId, AnalysisSamples: rows };
  return (await writeTables(api, 'SetAnalysisSamples', data, action, sampleTables)).tblAnalysisSamples;
}

/** GetAllSampleParts: the jars and water samples each of the project's analysis samples is made of. */
export async function getAnalysisSampleParts(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<AnalysisSamplePart[]> {
  return (await readTables(api, 'GetAllSampleParts', { ProjectID: prId }, partTables, options)).tblAnalysisSampleParts;
}

/** SetAnalysisSampleParts INSERT: the jars or water samples an analysis sample is made of. */
export async function addSampleParts(api: ApiClient, prId: ProjectId, asId: number, parts: readonly AnalysisSamplePart[]): Promise<AnalysisSamplePart[]> {
  return (await writeTables(api, 'SetAnalysisSampleParts', { PrID: prId, AsID: asId, SampleParts: parts }, 'INSERT', partTables)).tblAnalysisSampleParts;
}
