import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDashboardLayout } from '../../../src/domain/dashboard/home-dashboard';
import { forEachDatabase, startTestServer } from '../harness';
import type { Session, TestServer } from '../harness';

const data = '/ITWDataRestService_V1_0';

interface WireDashboard {
  DbNumber: number;
  DbName: string;
  DbLayout: { id: string; kind: string; x: number; y: number; w: number; h: number }[];
  RowVersion: number;
}

describe('dashboards per user and project (spec 02 section 2, "Dashboards"; section 8)', () => forEachDatabase((dialect) => {
  let server: TestServer;
  let session: Session;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    session = await server.login();
  });
  afterAll(() => server.close());

  async function project(code: string, as: Session = session): Promise<number> {
    const created = await as.call<{ FileContent: string }>(`${data}/SetProject`, { action: 'INSERT', data: { PrCode: code } });
    const tables = JSON.parse(created.body.FileContent) as { VeldData: { tblProjects: { PrID: number }[] } };
    return Number(tables.VeldData.tblProjects[0]?.PrID);
  }

  const list = async (prId: number, as: Session = session) =>
    (await as.call<{ ResultCode: string; Dashboards: WireDashboard[] }>(`${data}/GetDashboards`, { Parameters: { ProjectID: prId } })).body;
  const set = (prId: number, action: 'INSERT' | 'UPDATE', fields: Record<string, unknown>, as: Session = session) =>
    as.call<{ ResultCode: string; ErrorId?: string; Dashboard: WireDashboard }>(`${data}/SetDashboard`, { action, data: { PrID: prId, ...fields } });
  const remove = (prId: number, number: number) =>
    session.call<{ ResultCode: string; ErrorId?: string }>(`${data}/DeleteDashboard`, { data: { PrID: prId, DbNumber: number } });

  it('gives every user a Home Dashboard numbered 1 with all twelve widgets, made once', async () => {
    const prId = await project('DASH-HOME');
    const first = await list(prId);
    expect(first.ResultCode).toBe('Export_Succes');
    expect(first.Dashboards).toHaveLength(1);
    expect(first.Dashboards[0]).toMatchObject({ DbNumber: 1, DbName: 'Home Dashboard', RowVersion: 1 });
    expect(first.Dashboards[0]?.DbLayout).toEqual(homeDashboardLayout);
    expect(new Set(first.Dashboards[0]?.DbLayout.map((widget) => widget.kind)).size).toBe(12);
    expect((await list(prId)).Dashboards).toHaveLength(1);
  });

  it('adds dashboards numbered on, refusing a name that exists (ignoring case) and a blank one', async () => {
    const prId = await project('DASH-ADD');
    const added = await set(prId, 'INSERT', { DbName: 'Water' });
    expect(added.body.ResultCode).toBe('Import_Succes');
    expect(added.body.Dashboard).toMatchObject({ DbNumber: 2, DbName: 'Water', DbLayout: [] });
    const twice = await set(prId, 'INSERT', { DbName: ' water ' });
    expect(twice.body).toMatchObject({ ResultCode: 'Import_Failed', ErrorId: 'dashboard.server.exists' });
    const home = await set(prId, 'INSERT', { DbName: 'home dashboard' });
    expect(home.body.ErrorId).toBe('dashboard.server.exists');
    expect((await set(prId, 'INSERT', { DbName: '  ' })).body.ErrorId).toBe('dashboard.server.nameRequired');
    expect((await list(prId)).Dashboards.map((dashboard) => dashboard.DbName)).toEqual(['Home Dashboard', 'Water']);
  });

  it('refuses to rename or delete the Home Dashboard, and stores its widgets', async () => {
    const prId = await project('DASH-LOCK');
    const [home] = (await list(prId)).Dashboards;
    expect((await set(prId, 'UPDATE', { DbNumber: 1, DbName: 'Mine', RowVersion: home?.RowVersion })).body.ErrorId).toBe('dashboard.server.homeLocked');
    expect((await remove(prId, 1)).body.ErrorId).toBe('dashboard.server.homeLocked');
    const layout = [{ id: 'todoList-1', kind: 'todoList', x: 2, y: 0, w: 6, h: 3 }];
    const saved = await set(prId, 'UPDATE', { DbNumber: 1, DbLayout: layout, RowVersion: home?.RowVersion });
    expect(saved.body.Dashboard).toMatchObject({ DbName: 'Home Dashboard', DbLayout: layout, RowVersion: 2 });
    expect((await list(prId)).Dashboards[0]?.DbLayout).toEqual(layout);
  });

  it('renames and deletes another dashboard; a missing one is "not found"', async () => {
    const prId = await project('DASH-RENAME');
    await set(prId, 'INSERT', { DbName: 'Soil' });
    await set(prId, 'INSERT', { DbName: 'Air' });
    expect((await set(prId, 'UPDATE', { DbNumber: 2, DbName: 'air' })).body.ErrorId).toBe('dashboard.server.exists');
    const renamed = await set(prId, 'UPDATE', { DbNumber: 2, DbName: 'Soil and layers' });
    expect(renamed.body.Dashboard).toMatchObject({ DbNumber: 2, DbName: 'Soil and layers' });
    expect((await remove(prId, 2)).body.ResultCode).toBe('Import_Succes');
    expect((await remove(prId, 2)).body.ErrorId).toBe('dashboard.server.notFound');
    expect((await set(prId, 'UPDATE', { DbNumber: 9, DbName: 'x' })).body.ErrorId).toBe('dashboard.server.notFound');
    expect((await list(prId)).Dashboards.map((dashboard) => dashboard.DbNumber)).toEqual([1, 3]);
  });

  it('refuses a stale RowVersion and widgets off the grid, changing nothing', async () => {
    const prId = await project('DASH-STALE');
    const [home] = (await list(prId)).Dashboards;
    await set(prId, 'UPDATE', { DbNumber: 1, DbLayout: [], RowVersion: home?.RowVersion });
    const stale = await set(prId, 'UPDATE', { DbNumber: 1, DbLayout: homeDashboardLayout, RowVersion: home?.RowVersion });
    expect(stale.body.ErrorId).toBe('dashboard.server.changedSince');
    const offGrid = await set(prId, 'UPDATE', { DbNumber: 1, DbLayout: [{ id: 'a', kind: 'pointMap', x: 10, y: 0, w: 4, h: 4 }] });
    expect(offGrid.body.ErrorId).toBe('dashboard.server.layoutInvalid');
    const unknown = await set(prId, 'UPDATE', { DbNumber: 1, DbLayout: [{ id: 'a', kind: 'weather', x: 0, y: 0, w: 4, h: 4 }] });
    expect(unknown.body.ErrorId).toBe('dashboard.server.layoutInvalid');
    expect((await list(prId)).Dashboards[0]?.DbLayout).toEqual([]);
  });

  it('keeps each user\'s dashboards apart, and another licence\'s project out of reach', async () => {
    const prId = await project('DASH-USERS');
    await set(prId, 'INSERT', { DbName: 'Only mine' });
    const colleague = await server.login(await server.addUser());
    expect((await list(prId, colleague)).Dashboards.map((dashboard) => dashboard.DbName)).toEqual(['Home Dashboard']);
    const stranger = await server.login(await server.addUser({ licenceNumber: 4242 }));
    const refused = await stranger.call<{ ResultCode: string; ErrorId: string }>(`${data}/GetDashboards`, { Parameters: { ProjectID: prId } });
    expect(refused.body).toMatchObject({ ResultCode: 'Export_Failed', ErrorId: 'dashboard.server.projectNotFound' });
    expect((await set(prId, 'INSERT', { DbName: 'Theirs' }, stranger)).body.ErrorId).toBe('dashboard.server.projectNotFound');
  });

  it('keeps the project\'s to-do tasks (GetTasks / SetTasks), refusing a blank name', async () => {
    const prId = await project('DASH-TASKS');
    const written = await session.call(`${data}/SetTasks`, { action: 'INSERT', data: { PrID: prId, Tasks: [{ TaName: 'Order lab bottles', TaDone: false }] } });
    expect(written.body.ResultCode).toBe('Import_Succes');
    const read = await session.call<{ Files: { FileContent: string }[] }>(`${data}/GetTasks`, { Parameters: { ProjectID: prId } });
    const tasks = (JSON.parse(read.body.Files[0]?.FileContent ?? '{}') as { VeldData: { tblTasks: Record<string, unknown>[] } }).VeldData.tblTasks;
    expect(tasks).toEqual([expect.objectContaining({ TaName: 'Order lab bottles', TaDone: false, RowVersion: 1 })]);
    const blank = await session.call(`${data}/SetTasks`, { action: 'INSERT', data: { PrID: prId, Tasks: [{ TaName: ' ' }] } });
    expect(blank.body.ResultCode).toBe('Import_Failed');
  });
}));
