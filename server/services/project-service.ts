import { stampLastChanged } from '../../src/domain/dates/timestamps';
import { withoutDuplicateIssues } from '../../src/domain/editing/field-issues';
import { textLimitIssues } from '../../src/domain/templates/template-text-limits';
import type { TextLimits } from '../../src/domain/templates/template-text-limits';
import { validateProject } from '../../src/domain/validation/entities/project';
import { refusedReadCode, refusedWriteCode } from '../../src/domain/wire/result-codes';
import { inTransaction, type Executor } from '../db/executor';
import { updateFieldsInBatches } from '../db/repositories/entity-batch-update';
import { insertEntityRows, selectRowsByGuid, type WireRow } from '../db/repositories/entity-rows';
import { pinnedProjectIds, savePin } from '../db/repositories/project-users';
import { countPointsByProject, deleteProject, selectProject, selectProjects, type ProjectListFilter } from '../db/repositories/projects';
import { refused } from '../errors';
import type { Caller } from './caller';
import { describeIssues } from './issue-text';
import { projectCodeIssues } from './project-code';
import { projectMessages } from './project-messages';
import { parseIncomingRows } from './rows/parse-incoming';
import { changedRow, storedVersion } from './rows/plan-rows';
import { projectTextLimits, templateOwnerTextLimits } from './rows/project-text-limits';
import type { RowKind } from './rows/row-kind';
import { refuseRows } from './rows/row-reasons';

/** Who looks at projects: the licence they see and the user whose pins count. */
export type ProjectViewer = Pick<Caller, 'userId' | 'licenceId'>;

/**
 * Projects of the caller's licence as GetProjects, GetSingleProject and SetProject answer them
 * (spec 01 sections 4 and 7): each row carries the caller's own pin as PrPinned and its number of
 * measurement points as PrMeasurementPointCount.
 */
async function withCallerFields(db: Executor, caller: ProjectViewer, projects: readonly WireRow[], prId?: number): Promise<WireRow[]> {
  const pinned = await pinnedProjectIds(db, caller.userId);
  const counts = await countPointsByProject(db, caller.licenceId, prId);
  return projects.map((project) => {
    const id = Number(project.PrID);
    return { ...project, PrPinned: pinned.has(id), PrMeasurementPointCount: counts.get(id) ?? 0 };
  });
}

/** GetProjects (issue 'Data service', deliver 3): 'mine' = pinned or created by the caller, 'all' = the licence's. */
export async function listProjects(db: Executor, caller: Caller, filter: 'mine' | 'all'): Promise<WireRow[]> {
  const listFilter: ProjectListFilter = filter === 'mine' ? { kind: 'mine', userId: caller.userId } : { kind: 'all' };
  return withCallerFields(db, caller, await selectProjects(db, caller.licenceId, listFilter));
}

/** GetSingleProject (spec 01 section 7); another licence's project is not found. */
export async function readProject(db: Executor, caller: ProjectViewer, prId: number): Promise<WireRow[]> {
  const project = await selectProject(db, caller.licenceId, prId);
  if (!project) throw refused(refusedReadCode, projectMessages.notFound);
  return withCallerFields(db, caller, [project], prId);
}

/** The pin lives per user (projectUsers); the stored column is never the answer. */
function withoutPin(row: WireRow): WireRow {
  const { PrPinned: _pin, PrMeasurementPointCount: _count, ...rest } = row;
  return rest;
}

/** Refuses a project the domain's rules or the template's text limits (of the fields sent) refuse. */
function refuseInvalid(row: WireRow, sent: WireRow, limits: TextLimits): void {
  const issues = withoutDuplicateIssues([...validateProject(row, []).filter((issue) => issue.severity === 'error'), ...textLimitIssues(sent, limits)]);
  if (issues.length > 0) throw refused(refusedWriteCode, projectMessages.saveFailed, { reason: describeIssues(issues) }, { issues });
}

/**
 * A project is the root of its tree, under the caller's licence rather than a parent record, and is
 * found by PrID: it shares the row path's parsing (spec 01 section 3), not its matching by GUID.
 */
const projectRows: RowKind<'project'> = { kind: 'project', siblings: { scope: 'none' } };

/** The sent project's fields (PrID as a number) and the RowVersion the client loaded, if sent. */
function parseProject(data: WireRow): { fields: WireRow; version: number | undefined } {
  const parsed = parseIncomingRows(projectRows, [data]);
  if (!parsed.ok) {
    const issues = parsed.refusal.cause === 'invalid' ? parsed.refusal.issues : [];
    throw refused(refusedWriteCode, projectMessages.saveFailed, { reason: describeIssues(issues) }, { issues });
  }
  const id = (data as { PrID?: unknown }).PrID;
  const fields = { ...parsed.value[0]?.fields, ...(typeof id === 'number' || typeof id === 'string' ? { PrID: Number(id) } : {}) };
  return { fields, version: parsed.value[0]?.version };
}

/** The fields an update changes, with the stamp: the only columns it writes. */
function changedProjectFields(stored: WireRow, merged: WireRow): string[] {
  return Object.keys(merged).filter((field) => merged[field] !== stored[field]);
}

async function refuseBadCode(db: Executor, caller: ProjectViewer, code: unknown, ownGuid?: string): Promise<void> {
  const issues = await projectCodeIssues(db, caller.licenceId, code, ownGuid);
  if (issues.length > 0) throw refused(refusedWriteCode, projectMessages.invalidCode, {}, { issues });
}

/**
 * SetProject INSERT (spec 01 sections 5 and 7): a code that is required, at most 20 characters and
 * unused in the licence; the server assigns PrID (and PrGuid unless sent); PrDateLastChanged is
 * stamped; the creator has the project pinned.
 */
export function insertProject(db: Executor, caller: ProjectViewer, data: WireRow, now = new Date()): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    const { PrID: _ignored, ...fields } = parseProject(data).fields;
    await refuseBadCode(trx, caller, fields.PrCode);
    const templateId = typeof fields.PrTemplateID === 'number' ? fields.PrTemplateID : null;
    refuseInvalid(fields, fields, await templateOwnerTextLimits(trx, { licenceId: caller.licenceId, templateId }, 'project'));
    if (typeof fields.PrGuid === 'string' && fields.PrGuid !== '' && (await selectRowsByGuid(trx, 'project', [fields.PrGuid])).length > 0) {
      throw refused(refusedWriteCode, projectMessages.guidInUse, { guid: fields.PrGuid });
    }
    const row = stampLastChanged({ ...withoutPin(fields), PrCode: String(fields.PrCode).trim() }, 'PrDateLastChanged', now);
    const [stored] = await insertEntityRows(trx, 'project', [row], { LicenceID: caller.licenceId });
    const prId = Number(stored?.PrID);
    await savePin(trx, prId, caller.userId, true, true);
    return readProject(trx, caller, prId);
  });
}

/**
 * SetProject UPDATE by PrID (string or number): the fields sent are merged over the stored project,
 * the code checked again when sent, PrDateLastChanged stamped. PrPinned, when sent, sets the
 * caller's own pin (spec 01 section 4, 'Project pin'). A RowVersion sent that is no longer the
 * stored one refuses the update with the stored project as Conflicts (spec 01 section 4).
 */
export function updateProject(db: Executor, caller: Caller, data: WireRow, now = new Date()): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    const { fields, version } = parseProject(data);
    const stored = typeof fields.PrID === 'number' ? await selectProject(trx, caller.licenceId, fields.PrID) : undefined;
    if (!stored) throw refused(refusedWriteCode, projectMessages.notFound);
    const prId = Number(stored.PrID);
    const guid = String(stored.PrGuid);
    const { PrID: _id, PrGuid: _guid, ...incoming } = withoutPin(fields);
    // A pin is the caller's own (projectUsers), not the project's data: it neither checks nor counts the version.
    const editsProject = Object.keys(incoming).length > 0;
    if (editsProject && version !== undefined && version !== storedVersion(stored)) {
      throw refuseRows(projectMessages.saveFailed, 'project', { cause: 'changedSince', keys: [guid], current: [changedRow(guid, version, incoming, stored)] });
    }
    if ('PrCode' in incoming) await refuseBadCode(trx, caller, incoming.PrCode, String(stored.PrGuid));
    if (typeof incoming.PrCode === 'string') incoming.PrCode = incoming.PrCode.trim();
    const merged = stampLastChanged({ ...stored, ...incoming, RowVersion: storedVersion(stored) + (editsProject ? 1 : 0) }, 'PrDateLastChanged', now);
    refuseInvalid(merged, incoming, await projectTextLimits(trx, prId, 'project'));
    const changed = changedProjectFields(stored, withoutPin(merged));
    const guarded = { versioned: editsProject };
    const matched = changed.length > 0 ? await updateFieldsInBatches(trx, 'project', [{ ...withoutPin(merged), PrGuid: guid }], changed, guarded) : 1;
    if (matched < 1) throw refuseRows(projectMessages.saveFailed, 'project', { cause: 'changedMeanwhile', keys: [guid] });
    if (typeof fields.PrPinned === 'boolean') await savePin(trx, prId, caller.userId, fields.PrPinned);
    return readProject(trx, caller, prId);
  });
}

/**
 * SetProject DELETE (spec 01 section 7: 'delete carries PrCode, PrID, PrGuid'): all three must name
 * the same project of the licence; it goes with everything under it (cascading keys). A RowVersion
 * sent that is no longer the stored one refuses the delete with the stored project as Conflicts
 * (spec 01 section 4): nobody deletes a project someone else changed since it was loaded.
 */
export function removeProject(db: Executor, caller: Caller, data: WireRow): Promise<WireRow[]> {
  return inTransaction(db, async (trx) => {
    const { fields, version } = parseProject(data);
    const { PrID, PrGuid, PrCode } = fields;
    const complete = typeof PrID === 'number' && typeof PrGuid === 'string' && typeof PrCode === 'string';
    if (!complete) throw refused(refusedWriteCode, projectMessages.deleteFailed);
    if (version !== undefined) {
      const stored = await selectProject(trx, caller.licenceId, PrID);
      if (stored && String(stored.PrGuid) === PrGuid && version !== storedVersion(stored)) {
        throw refuseRows(projectMessages.deleteRefused, 'project', { cause: 'changedSince', keys: [PrGuid], current: [changedRow(PrGuid, version, {}, stored)] });
      }
    }
    if (!(await deleteProject(trx, caller.licenceId, { PrID, PrGuid, PrCode }, version))) {
      throw refused(refusedWriteCode, projectMessages.deleteFailed);
    }
    return [];
  });
}
