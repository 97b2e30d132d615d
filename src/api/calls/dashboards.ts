import * as z from 'zod';
import { dashboardLayoutSchema } from '../../domain/dashboard/dashboard-layout';
import type { PlacedWidget } from '../../domain/dashboard/dashboard-layout';
import { resultCodes } from '../../domain/wire/result-codes';
import type { ProjectId } from '../envelope';
import type { ApiClient, CallOptions } from '../http';
import { dataPath } from './wire-calls';

/** One of the user's dashboards in a project as GetDashboards answers it (spec 02 section 2). */
export const dashboardSchema = z.looseObject({
  DbNumber: z.number().int(),
  DbName: z.string(),
  DbLayout: dashboardLayoutSchema,
  RowVersion: z.number().int(),
});

/** A dashboard. */
export type Dashboard = z.output<typeof dashboardSchema>;

const listAnswer = z.looseObject({ Dashboards: z.array(dashboardSchema) });
const oneAnswer = z.looseObject({ Dashboard: dashboardSchema });

/** GetDashboards: the user's dashboards in the project, the Home Dashboard (1) first. */
export async function getDashboards(api: ApiClient, prId: ProjectId, options?: CallOptions): Promise<Dashboard[]> {
  const answer = await api.post('GetDashboards', dataPath('GetDashboards'), { Parameters: { ProjectID: prId } }, [resultCodes.read], options);
  return listAnswer.parse(answer).Dashboards;
}

/** What a change sends: a new name, new widgets, or both, with the version it was loaded at. */
export interface DashboardChange {
  DbNumber: number;
  DbName?: string;
  DbLayout?: readonly PlacedWidget[];
  RowVersion?: number;
}

/** SetDashboard INSERT: a new dashboard named `name` (no widgets yet). */
export async function addDashboard(api: ApiClient, prId: ProjectId, name: string): Promise<Dashboard> {
  const answer = await api.post('SetDashboard', dataPath('SetDashboard'), { action: 'INSERT', data: { PrID: prId, DbName: name } }, [resultCodes.write]);
  return oneAnswer.parse(answer).Dashboard;
}

/** SetDashboard UPDATE: a rename or the widgets of edit mode. */
export async function changeDashboard(api: ApiClient, prId: ProjectId, change: DashboardChange): Promise<Dashboard> {
  const answer = await api.post('SetDashboard', dataPath('SetDashboard'), { action: 'UPDATE', data: { PrID: prId, ...change } }, [resultCodes.write]);
  return oneAnswer.parse(answer).Dashboard;
}

/** DeleteDashboard: never the Home Dashboard. */
export async function deleteDashboard(api: ApiClient, prId: ProjectId, number: number): Promise<void> {
  await api.post('DeleteDashboard', dataPath('DeleteDashboard'), { data: { PrID: prId, DbNumber: number } }, [resultCodes.write]);
}
