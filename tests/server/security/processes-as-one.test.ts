import { afterAll, beforeAll, expect, it } from 'vitest';
import { addAccount, setAccountBlocked } from '../../../server/services/account-service';
import { databaseEnvironment, startServerProcess } from '../../e2e/server-process';
import type { ServerProcess } from '../../e2e/server-process';
import { describeOnPostgres, freshDatabase, refreshCookie, refreshTokenOf } from '../harness';
import type { FreshDatabase } from '../harness';

/**
 * Two server processes on one PostgreSQL behind a load balancer behave as one (spec 02 section 6):
 * every call below goes to the other process than the one before. Sessions, revocation, rows and
 * their versions, settings, account blocks and the job queue (with one shared DATA_DIR for the
 * uploaded files) live in the database, so no process holds state another must know. (The shared sign-in throttle has its own test: two-processes.test.ts.)
 */
const spawnTimeout = 120_000;
const account = { licenceNumber: 1000, username: 'balanced', password: 'twee-processen-2026' };
const data = '/ITWDataRestService_V1_0';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

describeOnPostgres(() => {
  let fresh: FreshDatabase;
  const servers: ServerProcess[] = [];
  let turn = 0;
  /** The next process in turn: each call goes to the other one than the call before. */
  const next = (): ServerProcess => {
    const server = servers[turn % servers.length];
    turn += 1;
    if (!server) throw new Error('no server process');
    return server;
  };

  beforeAll(async () => {
    fresh = await freshDatabase('postgres');
    const added = await addAccount(fresh.database.db, account);
    if (!added.ok) throw new Error(`could not add the account: ${added.reason}`);
    // One DATA_DIR for both, as one shared files folder behind a load balancer.
    const environment = databaseEnvironment(fresh.config);
    servers.push(...(await Promise.all([startServerProcess(environment), startServerProcess(environment)])));
  }, spawnTimeout);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await fresh.dispose();
  }, spawnTimeout);

  async function post(server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, headers: response.headers };
  }

  async function signIn(server: ServerProcess, credentials: { username: string; password: string } = account) {
    const answer = await post(server, '/auth/login', { Username: credentials.username, Password: credentials.password });
    expect(answer.status).toBe(200);
    return { token: String(answer.body.access_token), refresh: refreshTokenOf(answer) ?? '' };
  }

  const call = (server: ServerProcess, token: string, path: string, body: Record<string, unknown> = {}, username = account.username) =>
    post(server, path, { Authorisation: { Username: username, Licensenumber: account.licenceNumber, ApplicationCode: 61, Language: 'eng' }, ...body }, { authorization: `Bearer ${token}` });
  const refresh = (server: ServerProcess, token: string) => post(server, '/auth/refresh', {}, { cookie: `${refreshCookie}=${encodeURIComponent(token)}` });
  const projectsOf = (answer: Answer) => JSON.stringify(answer.body);
  const rowsOf = (answer: Answer, table: string) =>
    (JSON.parse(String(answer.body.FileContent ?? '{}')) as { VeldData: Record<string, Record<string, unknown>[]> }).VeldData[table] ?? [];

  it('a session from one process works on the other, a refresh rotated on one cannot be replayed on the other, and signing out on one ends it on both', async () => {
    const session = await signIn(next());
    expect((await call(next(), session.token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } })).status).toBe(200);
    const renewed = await refresh(next(), session.refresh);
    expect(renewed.status).toBe(200);
    expect((await refresh(next(), session.refresh)).status).toBe(401);

    const other = await signIn(next());
    expect((await call(next(), other.token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } })).status).toBe(200);
    expect((await post(next(), '/auth/logout', {}, { authorization: `Bearer ${other.token}` })).status).toBe(200);
    expect((await call(next(), other.token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } })).status).toBe(401);
    expect((await call(next(), other.token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } })).status).toBe(401);
    expect((await refresh(next(), other.refresh)).status).toBe(401);
  });

  it('a row written through one process is read through the other, and a stale version is refused whichever process gets it', async () => {
    const { token } = await signIn(next());
    const inserted = await call(next(), token, `${data}/SetProject`, { action: 'INSERT', data: { PrCode: 'TWO-PROC', PrCoordinateSystem: 'EPSG:28992' } });
    const project = rowsOf(inserted, 'tblProjects')[0] ?? {};
    expect(project.RowVersion).toBe(1);
    expect(projectsOf(await call(next(), token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } }))).toContain('TWO-PROC');
    const first = await call(next(), token, `${data}/SetProject`, { action: 'UPDATE', data: { PrID: project.PrID, PrRemark: 'first', RowVersion: 1 } });
    expect(rowsOf(first, 'tblProjects')[0]).toMatchObject({ PrRemark: 'first', RowVersion: 2 });
    const stale = await call(next(), token, `${data}/SetProject`, { action: 'UPDATE', data: { PrID: project.PrID, PrPlace: 'late', RowVersion: 1 } });
    expect(stale.body).toMatchObject({ ResultCode: 'Import_Failed', Conflicts: [expect.objectContaining({ table: 'tblProjects', fields: ['PrPlace'] })] });
  });

  it('a setting saved through one process is read through the other', async () => {
    const { token } = await signIn(next());
    for (const version of [1, 2, 3]) {
      await call(next(), token, '/ManagementRestService_V1_0/UpdateSetting', { SettingGroup: 'AppTableSettings', SettingName: 'grid.points', Settings: { version } });
      expect((await call(next(), token, '/ManagementRestService_V1_0/GetSettingByName', { SettingName: 'grid.points' })).body.SettingValue).toEqual({ version });
    }
  });

  it('a job uploaded to one process and imported through the other is run by whichever claims it, its status the same on both', { timeout: 120_000 }, async () => {
    const { token } = await signIn(next());
    const inserted = await call(next(), token, `${data}/SetProject`, { action: 'INSERT', data: { PrCode: 'JOB-SRC', PrCoordinateSystem: 'EPSG:28992' } });
    const prId = rowsOf(inserted, 'tblProjects')[0]?.PrID;
    await call(next(), token, `${data}/SetMeasurementPoints`, { action: 'INSERT', data: { PrID: prId, MeasurementPoints: [{ MpName: 'JOB-P1', MpXCoord: 155000, MpYCoord: 463000 }] } });
    const exported = await call(next(), token, '/ITWImportExportService_V1_0/export', { TypeOfExport: 'ti', Parameters: { ProjectID: prId }, LogFormat: 'JSON' });
    const file = (exported.body.Files as { FileContent: string }[] | undefined)?.[0];
    if (!file) throw new Error(`no .ti file in ${JSON.stringify(exported.body).slice(0, 300)}`);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(Buffer.from(file.FileContent, 'base64'))]), 'project.ti');
    const uploaded = await fetch(`${next().url}/JobOrchestrator/convert`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const orderId = ((await uploaded.json()) as { convertJobs?: { orderId: string }[] }).convertJobs?.[0]?.orderId;
    if (!orderId) throw new Error('no order id');
    const settled = async () => {
      for (;;) {
        const answers = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/JobOrchestrator/status/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{ phase: string; state: string }>));
        const [first, second] = answers;
        if (first?.state === second?.state && (first?.state === 'done' || first?.state === 'failed')) return first;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect(await settled()).toMatchObject({ phase: 'convert', state: 'done' });
    const imported = await post(next(), '/JobOrchestrator/import', { orderId, projectFiles: [{ projectCode: 'JOB-COPY', filename: 'project.ti' }] }, { authorization: `Bearer ${token}` });
    expect(imported.status).toBe(200);
    expect(await settled()).toMatchObject({ phase: 'import', state: 'done' });
    expect(projectsOf(await call(next(), token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } }))).toContain('JOB-COPY');
  });

  it('an account blocked in the database (the admin CLI) is refused by both processes at once, with no restart', async () => {
    const blocked = { username: 'to-block', password: 'geblokkeerd-account-2026' };
    const added = await addAccount(fresh.database.db, { ...blocked, licenceNumber: account.licenceNumber });
    if (!added.ok) throw new Error(`could not add the account: ${added.reason}`);
    const first = await signIn(next(), blocked);
    const second = await signIn(next(), blocked);
    const projects = (token: string) => call(next(), token, `${data}/GetProjects`, { Parameters: { Filter: 'all' } }, blocked.username);
    for (const token of [first.token, second.token]) expect((await projects(token)).status).toBe(200);
    await setAccountBlocked(fresh.database.db, { licenceNumber: account.licenceNumber, username: blocked.username }, true);
    // 403 with 'Your account has been blocked by your application manager' (spec 02 section 8), not a plain 401.
    for (const token of [first.token, second.token, first.token, second.token]) expect((await projects(token)).status).toBe(403);
  });
});
