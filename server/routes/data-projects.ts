import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { renderMessage } from '../messages';
import { readSucceeded, writeSucceeded } from '../services/answers';
import { describeIssues } from '../services/issue-text';
import { MediaStorage } from '../services/media/media-storage';
import { projectCodeIssues } from '../services/project-code';
import { projectMessages } from '../services/project-messages';
import { insertProject, listProjects, readProject, removeProject, updateProject } from '../services/project-service';
import { listProjectUsers, setProjectPin, type ProjectUserFilter } from '../services/project-users-service';
import { registerPointCalls } from './data-points';
import { readBody, writeBody } from './envelopes';
import { registerCall } from './register-call';

const prefix = '/ITWDataRestService_V1_0' as const;

const getProjectsBody = z.object({
  Parameters: z.looseObject({ Filter: z.enum(['mine', 'all']).default('all') }).default({ Filter: 'all' }),
});

const setProjectBody = writeBody(z.record(z.string(), z.unknown()));

const validateCodeBody = z.object({
  data: z.object({ PrCode: z.unknown() }).optional(),
  PrCode: z.unknown().optional(),
});

const userFilterNames = z.enum(['PinnedUsers', 'NotPinnedUsers', 'all']);
const getUsersBody = z.object({
  Parameters: z.looseObject({
    ProjectID: prIdSchema,
    Filter: userFilterNames.optional(),
    PinnedUsers: z.boolean().optional(),
    NotPinnedUsers: z.boolean().optional(),
  }),
});

const pinBody = z.object({
  ProjectID: prIdSchema,
  Enabled: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1),
  UserToPin: z.string().trim().min(1).max(200).optional(),
});

/** PinnedUsers / NotPinnedUsers as a flag or a Filter name; neither lists every user of the licence. */
function userFilter(parameters: z.output<typeof getUsersBody>['Parameters']): ProjectUserFilter {
  if (parameters.PinnedUsers === true || parameters.Filter === 'PinnedUsers') return 'pinned';
  if (parameters.NotPinnedUsers === true || parameters.Filter === 'NotPinnedUsers') return 'notPinned';
  return 'all';
}

/**
 * The data service's project calls (spec 01 section 7; issue 'Data service', deliver 3 and 10):
 * GetProjects, GetSingleProject, SetProject, ValidateProjectCode, GetUsers, UnpinAndPinProject,
 * and the measurement point and project-tree calls of data-points.ts.
 */
export async function dataProjectRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, `${prefix}/GetProjects`, getProjectsBody, async ({ body, caller, database }) =>
    readSucceeded({ tblProjects: await listProjects(database.db, caller, body.Parameters.Filter) }));

  registerCall(app, `${prefix}/GetSingleProject`, readBody, async ({ body, caller, database }) =>
    readSucceeded({ tblProjects: await readProject(database.db, caller, body.Parameters.ProjectID) }));

  registerCall(app, `${prefix}/SetProject`, setProjectBody, async ({ body, caller, database }) => {
    const { db } = database;
    if (body.action === 'INSERT') return writeSucceeded({ tblProjects: await insertProject(db, caller, body.data) });
    if (body.action === 'UPDATE') return writeSucceeded({ tblProjects: await updateProject(db, caller, body.data) });
    const removed = await removeProject(db, caller, body.data);
    // The project's media files go with its rows (spec 02 section 4: deleting media removes its files).
    const storage = new MediaStorage(app.appConfig.mediaDir);
    await storage.removeFolder(storage.projectFolder(caller.licenceId, String(body.data.PrGuid)));
    return writeSucceeded({ tblProjects: removed }, 'Deleted');
  });

  registerCall(app, `${prefix}/ValidateProjectCode`, validateCodeBody, async ({ body, caller, database }) => {
    const issues = await projectCodeIssues(database.db, caller.licenceId, body.data?.PrCode ?? body.PrCode);
    const valid = issues.length === 0;
    const message = valid ? renderMessage(projectMessages.codeAvailable) : `${renderMessage(projectMessages.invalidCode)} ${describeIssues(issues)}`;
    return { ResultCode: 'Succes', Valid: valid, ResultMessage: message, Issues: issues };
  });

  registerCall(app, `${prefix}/GetUsers`, getUsersBody, async ({ body, caller, database }) => ({
    ResultCode: 'Export_Succes',
    ResultMessage: '',
    Users: await listProjectUsers(database.db, caller, body.Parameters.ProjectID, userFilter(body.Parameters)),
  }));

  registerCall(app, `${prefix}/UnpinAndPinProject`, pinBody, async ({ body, caller, database }) => {
    await setProjectPin(database.db, caller, body.ProjectID, body.Enabled, body.UserToPin);
    return { ResultCode: 'Succes', ResultMessage: '' };
  });

  await registerPointCalls(app, prefix);
}
