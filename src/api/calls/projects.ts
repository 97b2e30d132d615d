import * as z from 'zod';
import type { Project } from '../../domain/entities/project';
import { projectUserSchema } from '../../domain/entities/project-user';
import type { ProjectUser } from '../../domain/entities/project-user';
import type { ValidationIssue } from '../../domain/validation/issue';
import { resultCodes } from '../../domain/wire/result-codes';
import { readIssues, unreadableAnswerError } from '../errors';
import { prIdText, readBody } from '../envelope';
import type { ProjectId, VeldTables, WriteAction } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { pickTables, veldTableSchemas } from './tables';
import { dataPath, readTables, readVerdict, writeTables } from './wire-calls';

/** The project list's tabs (spec 01 section 2): the user's own projects, or every project of the licence. */
export type ProjectListFilter = 'mine' | 'all';

const projectTables = pickTables('tblProjects');

/** GetProjects with Parameters.Filter (spec 01 section 2, the project list; the spec names no list call). */
export async function getProjects(api: ApiClient, filter: ProjectListFilter, options?: CallOptions): Promise<Project[]> {
  return (await readTables(api, 'GetProjects', { Filter: filter }, projectTables, options)).tblProjects;
}

/** GetSingleProject by ProjectID → its tblProjects row, or null when the answer holds none (spec 01 section 7). */
export async function getSingleProject(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<Project | null> {
  const { tblProjects } = await readTables(api, 'GetSingleProject', { ProjectID: prId }, projectTables, options);
  return tblProjects.find((row) => String(row.PrID) === prIdText(prId)) ?? tblProjects[0] ?? null;
}

/**
 * SetProject (spec 01 section 7): INSERT without PrID, UPDATE with it; DELETE sends only PrCode,
 * PrID and PrGuid, and the RowVersion loaded (a project changed since is not deleted, spec 01 section 4). Answers tblProjects (with the new PrID and PrGuid after an INSERT).
 */
export async function setProject(api: ApiClient, action: WriteAction, project: Project, options?: CallOptions): Promise<Project[]> {
  const data: Record<string, unknown> = action === 'DELETE'
    ? { PrCode: project.PrCode, PrID: project.PrID, PrGuid: project.PrGuid, ...(project.RowVersion === undefined ? {} : { RowVersion: project.RowVersion }) }
    : action === 'INSERT' ? { ...project, PrID: undefined } : { ...project };
  return (await writeTables(api, 'SetProject', data, action, projectTables, options)).tblProjects;
}

/** Rows of a whole project tree by table name, as SetProjectWithChilds and copies carry them. */
export type VeldDataRows = Partial<Record<keyof typeof veldTableSchemas, readonly Record<string, unknown>[]>>;

/** SetProjectWithChilds: {PrID, velddata}, action UPDATE (spec 01 section 7); answers the written tables. */
export async function setProjectWithChilds(
  api: ApiClient, prId: ProjectId, velddata: VeldDataRows, options?: CallOptions,
): Promise<VeldTables<typeof veldTableSchemas>> {
  return writeTables(api, 'SetProjectWithChilds', { PrID: prId, velddata }, 'UPDATE', veldTableSchemas, options);
}

/** The server's verdict on a project code, with the findings that explain a refusal. */
export interface ProjectCodeCheck {
  valid: boolean;
  issues: ValidationIssue[];
}

/**
 * ValidateProjectCode: body {PrCode} (spec 01 section 7; 'returns a boolean', spec 02 section 7):
 * invalid when required and missing, over 20 characters, in use or not allowed (spec 01 section 5).
 */
export async function validateProjectCode(api: ApiClient, prCode: string, options?: CallOptions): Promise<ProjectCodeCheck> {
  const callName = 'ValidateProjectCode';
  const answer = await api.post(callName, dataPath(callName), { PrCode: prCode }, [resultCodes.read, resultCodes.rights], options);
  return { valid: readVerdict(callName, answer), issues: readIssues(Array.isArray(answer.Issues) ? answer.Issues : []) };
}

/** Which participants GetUsers lists (spec 02 section 7). */
export type ProjectUserSelection = 'PinnedUsers' | 'NotPinnedUsers';

const usersAnswerSchema = z.looseObject({ Users: z.array(projectUserSchema).nullish() });

/** GetUsers: the project's pinned or not-pinned users, success on Export_Succes (spec 02 section 7). */
export async function getUsers(api: ApiClient, prId: ProjectId, selection: ProjectUserSelection, options?: CallOptions): Promise<ProjectUser[]> {
  const callName = 'GetUsers';
  const body = readBody(api.session.language(), { ProjectID: prId, [selection]: true });
  const answer = await api.post(callName, dataPath(callName), body, [resultCodes.read], options);
  const parsed = usersAnswerSchema.safeParse(answer);
  if (!parsed.success) throw unreadableAnswerError(callName, 'Users', z.prettifyError(parsed.error));
  return parsed.data.Users ?? [];
}

/** UnpinAndPinProject: ProjectID, Enabled, UserToPin; success only on Succes (spec 02 section 7). */
export async function unpinAndPinProject(api: ApiClient, prId: ProjectId, enabled: boolean, userToPin: string, options?: CallOptions): Promise<void> {
  const callName = 'UnpinAndPinProject';
  await api.post(callName, dataPath(callName), { ProjectID: prIdText(prId), Enabled: enabled, UserToPin: userToPin }, [resultCodes.rights], options);
}
