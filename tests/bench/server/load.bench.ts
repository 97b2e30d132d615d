import { freshDatabase, testDatabaseUrl } from '../../server/harness';
import { databaseEnvironment, startServerProcess } from '../../e2e/server-process';
import type { ServerProcess } from '../../e2e/server-process';
import { addAccount } from '../../../server/services/account-service';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { summarise } from '../measure';
import type { BenchResult } from '../measure';

/**
 * A team under load behind a load balancer: 50 users at once, each reading its project's 100
 * measurement points and bulk-saving all 100 (with the versions it read), for 30 s, on PostgreSQL
 * through two server processes that take the calls in turn. Target: p95 below 500 ms, no errors.
 * LOAD_USERS and LOAD_SECONDS change the load for a diagnosis (one user gives the uncontended cost of a call).
 */
const users = Number(process.env.LOAD_USERS ?? 50);
const pointsPerProject = 100;
const durationMs = Number(process.env.LOAD_SECONDS ?? 30) * 1000;
const targetP95Ms = 500;
const licenceNumber = 1000;
const data = '/ITWDataRestService_V1_0';

interface Sample {
  kind: 'read' | 'save';
  ms: number;
  ok: boolean;
}

interface LoadUser {
  username: string;
  token: string;
  prId: number;
}

type Point = Record<string, unknown>;

/** The points of a read's answer: its file's VeldData (spec 01 section 7, ExportFormat json). */
function pointsOf(body: Record<string, unknown>): Point[] {
  const file = typeof body.FileContent === 'string' ? body.FileContent : (body.Files as { FileContent?: string }[] | undefined)?.[0]?.FileContent;
  const tables = JSON.parse(file ?? '{}') as { VeldData?: Record<string, Point[]> };
  return tables.VeldData?.tblMeasurementPoints ?? [];
}

async function post(server: ServerProcess, path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** One user's loop until the deadline: read the points, then save them all with a new remark, again and again. */
async function runUser(user: LoadUser, next: () => ServerProcess, deadline: number, samples: Sample[], failures: string[]): Promise<void> {
  const authorisation = { Username: user.username, Licensenumber: licenceNumber, ApplicationCode: 61, Language: 'eng' };
  let round = 0;
  while (performance.now() < deadline) {
    round += 1;
    const readStart = performance.now();
    const read = await post(next(), `${data}/GetMeasurementPoints`, { Authorisation: authorisation, Parameters: { ExportFormat: 'json', ProjectID: String(user.prId) } }, user.token);
    const points = read.status === 200 ? pointsOf(read.body) : [];
    const readOk = read.status === 200 && points.length === pointsPerProject;
    samples.push({ kind: 'read', ms: performance.now() - readStart, ok: readOk });
    if (!readOk) {
      failures.push(`read ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`);
      continue;
    }
    const rows = points.map((point) => ({ MpGuid: point.MpGuid, MpRemark: `${user.username} round ${round}`, RowVersion: point.RowVersion }));
    const saveStart = performance.now();
    const saved = await post(next(), `${data}/SetMeasurementPoints`, { Authorisation: authorisation, action: 'UPDATE', data: { PrID: String(user.prId), MeasurementPoints: rows } }, user.token);
    const saveOk = saved.status === 200 && saved.body.ResultCode === 'Import_Succes';
    samples.push({ kind: 'save', ms: performance.now() - saveStart, ok: saveOk });
    if (!saveOk) failures.push(`save ${saved.status} ${JSON.stringify(saved.body).slice(0, 200)}`);
  }
}

/** The load benchmark on PostgreSQL (skipped, with a line on stderr, when none is at hand). */
export default async function loadBenchmark(): Promise<BenchResult[]> {
  if (!testDatabaseUrl) {
    console.error('load bench: no PostgreSQL (TEST_DATABASE_URL), no figures');
    return [];
  }
  const fresh = await freshDatabase('postgres');
  const servers: ServerProcess[] = [];
  try {
    const team: LoadUser[] = [];
    for (let index = 0; index < users; index += 1) {
      const account = { licenceNumber, username: `load-${index}`, password: `belasting-proef-${index}-2026` };
      const added = await addAccount(fresh.database.db, account);
      if (!added.ok) throw new Error(`could not add ${account.username}: ${added.reason}`);
      const project = await seedProject(fresh.database.db, added.licenceId, added.userId, generateDemoProject({ seed: index + 1, points: pointsPerProject, projectCode: `LOAD-${index}` }));
      team.push({ username: account.username, token: '', prId: project.prId });
    }
    const environment = databaseEnvironment(fresh.config);
    servers.push(...(await Promise.all([startServerProcess(environment), startServerProcess(environment)])));
    let turn = 0;
    const next = (): ServerProcess => servers[turn++ % servers.length] as ServerProcess;
    for (const [index, user] of team.entries()) {
      const signedIn = await post(next(), '/auth/login', { Username: user.username, Password: `belasting-proef-${index}-2026` });
      if (signedIn.status !== 200) throw new Error(`sign-in of ${user.username} failed: ${signedIn.status}`);
      user.token = String(signedIn.body.access_token);
    }

    const samples: Sample[] = [];
    const failures: string[] = [];
    const started = performance.now();
    await Promise.all(team.map((user) => runUser(user, next, started + durationMs, samples, failures)));
    const elapsed = performance.now() - started;
    if (failures.length > 0) console.error(`load bench: ${failures.length} errors, first: ${failures[0]}`);

    const figures = (kind?: Sample['kind']) => samples.filter((sample) => kind === undefined || sample.kind === kind).map((sample) => sample.ms);
    const errors = samples.filter((sample) => !sample.ok).length;
    const common = { dialect: 'postgres', processes: servers.length, users, pointsPerSave: pointsPerProject, seconds: Math.round(elapsed / 100) / 10, targetP95Ms };
    const all = summarise(`load: ${users} users reading and bulk-saving ${pointsPerProject} points for ${durationMs / 1000} s through ${servers.length} processes, every call (postgres)`, figures(), 'ms', {
      ...common, errors, requestsPerSecond: Math.round((samples.length / elapsed) * 10_000) / 10,
    });
    return [
      all,
      summarise(`load: GetMeasurementPoints of 100 points under that load (postgres)`, figures('read'), 'ms', { ...common, errors: samples.filter((sample) => sample.kind === 'read' && !sample.ok).length }),
      summarise(`load: SetMeasurementPoints UPDATE of 100 points under that load (postgres)`, figures('save'), 'ms', { ...common, errors: samples.filter((sample) => sample.kind === 'save' && !sample.ok).length }),
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await fresh.dispose();
  }
}
