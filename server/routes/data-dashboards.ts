import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { resultCodes } from '../../src/domain/wire/result-codes';
import { readDashboardFigures } from '../services/dashboards/dashboard-figures-service';
import { addDashboard, changeDashboard, readDashboards, removeDashboard } from '../services/dashboards/dashboard-service';
import { recordKindSpecs } from '../services/project-records/record-kinds';
import { readBody } from './envelopes';
import { dataServicePrefix, registerRecordCalls } from './record-calls';
import { registerCall } from './register-call';

const dashboardNumber = z.number().int().min(1).max(1_000_000);

const setDashboardBody = z.object({
  action: z.enum(['INSERT', 'UPDATE']),
  data: z.object({
    PrID: prIdSchema,
    DbNumber: dashboardNumber.optional(),
    DbName: z.string().max(1000).optional(),
    DbLayout: z.unknown().optional(),
    RowVersion: z.number().int().min(0).optional(),
  }),
});

const deleteDashboardBody = z.object({ data: z.object({ PrID: prIdSchema, DbNumber: dashboardNumber }) });

/**
 * The dashboard calls (spec 02 section 2, 'Dashboards'; the spec shows no call for them, so these
 * follow its Get…/Set… pattern): the caller's own dashboards in a project, and the project's to-do
 * tasks on the generic record calls (licence scope, one transaction, RowVersion).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, `${dataServicePrefix}/GetDashboards`, readBody, async ({ body, caller, database }) => ({
    ResultCode: resultCodes.read, ResultMessage: '', Dashboards: await readDashboards(database.db, caller, body.Parameters.ProjectID),
  }));
  registerCall(app, `${dataServicePrefix}/GetDashboardFigures`, readBody, async ({ body, caller, database }) => ({
    ResultCode: resultCodes.read, ResultMessage: '', Content: await readDashboardFigures(database.db, caller, body.Parameters.ProjectID),
  }));
  registerCall(app, `${dataServicePrefix}/SetDashboard`, setDashboardBody, async ({ body, caller, database }) => {
    const dashboard = body.action === 'INSERT'
      ? await addDashboard(database.db, caller, body.data.PrID, body.data)
      : await changeDashboard(database.db, caller, body.data.PrID, body.data);
    return { ResultCode: resultCodes.write, ResultMessage: 'Saved', Dashboard: dashboard };
  });
  registerCall(app, `${dataServicePrefix}/DeleteDashboard`, deleteDashboardBody, async ({ body, caller, database }) => {
    await removeDashboard(database.db, caller, body.data.PrID, body.data.DbNumber);
    return { ResultCode: resultCodes.write, ResultMessage: 'Deleted' };
  });
  registerRecordCalls(app, recordKindSpecs.task, { write: 'SetTasks', read: 'GetTasks' });
}
