import { error } from '../../../src/domain/validation/issue';
import { resultCodes } from '../../../src/domain/wire/result-codes';
import { inTransaction } from '../../db/executor';
import type { Executor } from '../../db/executor';
import { samplesOfProject, selectResultsOfProject } from '../../db/repositories/analysis-results';
import type { ResultSample } from '../../db/repositories/analysis-results';
import { selectRowsByGuid, type WireRow } from '../../db/repositories/entity-rows';
import { findProjectId } from '../../db/repositories/scope';
import type { Caller } from '../caller';
import { analysisResultRows } from '../rows/kinds/result-rows';
import { deleteRows } from '../rows/delete-rows';
import { parseIncomingRows } from '../rows/parse-incoming';
import type { PlacedRow } from '../rows/plan-rows';
import { refuseBecause, refuseRows, rowReasons } from '../rows/row-reasons';
import type { RowIssue, RowOutcome } from '../rows/row-refusal';
import { writeRows } from '../rows/write-rows';
import type { ResultReadRequest, ResultUpdateRequest } from './result-content';
import { resultMessages } from './result-messages';

/** The answer of the result calls (spec 02 section 7): the result code and Content as JSON text. */
export interface ContentAnswer {
  ResultCode: typeof resultCodes.read | typeof resultCodes.write;
  ResultMessage: string;
  Content: string;
}

const lower = (value: unknown) => String(value).trim().toLowerCase();

/** The samples of a project by GUID (any case) and by id. */
function sampleIndex(samples: readonly ResultSample[]) {
  return { byGuid: new Map(samples.map((sample) => [lower(sample.asGuid), sample])), byId: new Map(samples.map((sample) => [sample.asId, sample])) };
}

async function projectOf(db: Executor, caller: Caller, projectId: number, direction: 'read' | 'write'): Promise<number> {
  const prId = await findProjectId(db, caller.licenceId, projectId);
  if (prId === undefined) throw refuseBecause(direction, resultMessages.failed, rowReasons.projectNotFound, { project: projectId });
  return prId;
}

/** The sample a sent row names (AsGuid or AsID), else its stored row's sample; an issue when none of the project. */
function placeRow(raw: WireRow, index: number, samples: ReturnType<typeof sampleIndex>, storedSample: ReadonlyMap<string, number>): number | RowIssue {
  const key = typeof raw.ArGuid === 'string' && raw.ArGuid.trim() !== '' ? raw.ArGuid.trim() : `#${index}`;
  const named = raw.AsGuid ?? raw.AsID;
  if (named === undefined || named === null || named === '') {
    const stored = storedSample.get(lower(key));
    if (stored !== undefined) return stored;
    return { ...error('AsGuid', 'results.issue.sampleMissing'), row: key, table: 'tblAnalysisResults' };
  }
  const sample = typeof named === 'number' ? samples.byId.get(named) : samples.byGuid.get(lower(named));
  return sample ? sample.asId : { ...error('AsGuid', 'results.issue.sampleNotFound', { sample: String(named) }), row: key, table: 'tblAnalysisResults' };
}

/**
 * Writes results of project `prId` on the one row path, in the caller's transaction (spec 02 sections
 * 5 and 7): each row names its analysis sample by AsGuid or AsID (an update may leave it out); DELETE
 * takes ArGuids with the versions loaded. Used by UpdateAnalysisResults and the lab result importer.
 */
export async function writeProjectResults(trx: Executor, prId: number, request: Pick<ResultUpdateRequest, 'Action' | 'Results'>): Promise<RowOutcome<{ asIds: number[] }>> {
  const samples = sampleIndex(await samplesOfProject(trx, prId));
  const context = { projectId: prId, now: new Date(), coordinateSystem: undefined };
  const allSamples = [...samples.byId.keys()];
  if (request.Action === 'DELETE') {
    const keys = request.Results.map((row) => row.ArGuid).filter((key): key is string => typeof key === 'string');
    const versions = new Map(request.Results.flatMap((row) => (typeof row.ArGuid === 'string' && typeof row.RowVersion === 'number' ? [[lower(row.ArGuid), row.RowVersion] as const] : [])));
    const deleted = await deleteRows(trx, analysisResultRows, { keys, parentIds: allSamples, context, versions });
    return deleted.ok ? { ok: true, value: { asIds: deleted.value.parentIds } } : deleted;
  }
  // Only rows that leave their sample out need the stored row to find it (an update of some fields).
  const unplaced = request.Results.filter((row) => (row.AsGuid ?? row.AsID ?? '') === '');
  const guids = unplaced.map((row) => row.ArGuid).filter((guid): guid is string => typeof guid === 'string' && guid.trim() !== '');
  const stored = guids.length > 0 && request.Action !== 'INSERT' ? await selectRowsByGuid(trx, 'analysisResult', guids) : [];
  const storedSample = new Map(stored.filter((row) => samples.byId.has(Number(row.AsID))).map((row) => [lower(row.ArGuid), Number(row.AsID)]));
  const parents: number[] = [];
  const issues: RowIssue[] = [];
  for (const [index, raw] of request.Results.entries()) {
    const placed = placeRow(raw, index, samples, storedSample);
    if (typeof placed === 'number') parents.push(placed);
    else issues.push(placed);
  }
  if (issues.length > 0) return { ok: false, refusal: { cause: 'invalid', issues: issues.slice(0, 20) } };
  const parsed = parseIncomingRows(analysisResultRows, request.Results);
  if (!parsed.ok) return parsed;
  const rows: PlacedRow[] = parsed.value.map((row) => ({ ...row, parentId: parents[row.index] ?? 0 }));
  const parentIds = [...new Set(parents)];
  const written = await writeRows(trx, analysisResultRows, { action: request.Action, rows, parentIds, context });
  return written.ok ? { ok: true, value: { asIds: parentIds } } : written;
}

/** UpdateAnalysisResults (spec 02 section 7): one transaction; answers the project's results as Content. */
export async function updateAnalysisResults(db: Executor, caller: Caller, request: ResultUpdateRequest): Promise<ContentAnswer> {
  return inTransaction(db, async (trx) => {
    const prId = await projectOf(trx, caller, request.ProjectID, 'write');
    const written = await writeProjectResults(trx, prId, request);
    if (!written.ok) throw refuseRows(resultMessages.failed, 'analysisResult', written.refusal);
    return { ResultCode: resultCodes.write, ResultMessage: 'Saved', Content: JSON.stringify(await selectResultsOfProject(trx, prId)) };
  });
}

async function sampleIdsOf(db: Executor, prId: number, sampleGuid: string | undefined): Promise<{ samples: ResultSample[]; asIds?: number[] }> {
  const samples = await samplesOfProject(db, prId);
  if (sampleGuid === undefined) return { samples };
  const chosen = samples.filter((sample) => lower(sample.asGuid) === lower(sampleGuid));
  if (chosen.length === 0) throw refuseBecause('read', resultMessages.failed, rowReasons.analysisSampleNotFound, { id: sampleGuid });
  return { samples: chosen, asIds: chosen.map((sample) => sample.asId) };
}

function readAnswer(content: unknown): ContentAnswer {
  return { ResultCode: resultCodes.read, ResultMessage: '', Content: JSON.stringify(content) };
}

/** GetAllResults (spec 02 section 7): the project's (or one sample's) results in certificate order. */
export async function getAllResults(db: Executor, caller: Caller, request: ResultReadRequest): Promise<ContentAnswer> {
  const prId = await projectOf(db, caller, request.ProjectID, 'read');
  const { asIds } = await sampleIdsOf(db, prId, request.SampleGuid);
  return readAnswer(await selectResultsOfProject(db, prId, asIds));
}

/** GetAllSamplesWithResults (spec 02 section 7): each analysis sample with its results (Results). */
export async function getAllSamplesWithResults(db: Executor, caller: Caller, request: ResultReadRequest): Promise<ContentAnswer> {
  const prId = await projectOf(db, caller, request.ProjectID, 'read');
  const { asIds } = await sampleIdsOf(db, prId, request.SampleGuid);
  const samples = await db.selectFrom('tblAnalysisSamples').selectAll().where('PrID', '=', prId).orderBy('AsID').execute();
  const results = await selectResultsOfProject(db, prId, asIds);
  const bySample = new Map<string, WireRow[]>();
  for (const row of results) {
    const key = String(row.AsGuid);
    const list = bySample.get(key);
    if (list) list.push(row);
    else bySample.set(key, [row]);
  }
  const chosen = asIds ? samples.filter((sample) => asIds.includes(Number(sample.AsID))) : samples;
  return readAnswer(chosen.map((sample) => {
    const { ExtraFieldsJson: _extra, ...fields } = sample;
    return { ...fields, Results: bySample.get(String(sample.AsGuid)) ?? [] };
  }));
}

/**
 * GetAllResultsWithConclusions (spec 02 section 7): the results that carry a test conclusion, each
 * with its sample's name, assessment result and assessment date (the conclusion the results lead to).
 */
export async function getAllResultsWithConclusions(db: Executor, caller: Caller, request: ResultReadRequest): Promise<ContentAnswer> {
  const prId = await projectOf(db, caller, request.ProjectID, 'read');
  const { asIds } = await sampleIdsOf(db, prId, request.SampleGuid);
  const samples = new Map((await db.selectFrom('tblAnalysisSamples').select(['AsGuid', 'Name', 'AssessmentResult', 'AssessmentDate']).where('PrID', '=', prId).execute())
    .map((sample) => [String(sample.AsGuid), sample]));
  const results = (await selectResultsOfProject(db, prId, asIds)).filter((row) => typeof row.TestConclusion === 'string' && row.TestConclusion.trim() !== '');
  return readAnswer(results.map((row) => {
    const sample = samples.get(String(row.AsGuid));
    return { ...row, SampleName: sample?.Name ?? null, AssessmentResult: sample?.AssessmentResult ?? null, AssessmentDate: sample?.AssessmentDate ?? null };
  }));
}
