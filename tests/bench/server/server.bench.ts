import type { SqlDialect } from '../../../server/db/connection';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { startTestServer, testDatabaseUrl } from '../../server/harness';
import type { Session, TestServer } from '../../server/harness';
import { measure, summarise, type BenchResult } from '../measure';
import { layerUpdateRounds, owner } from './bench-project';
import { openRawDriver, type RawUpdate } from './raw-driver-baseline';

const prefix = '/ITWDataRestService_V1_0';

/** Targets on the 2-core machine, SQLite (no spec section: our own budgets for the server's calls). */
const targets = { save1000: 200, read10000: 100 } as const;

function refuseUnlessSaved(answer: { body: Record<string, unknown> }): void {
  if (answer.body.ResultCode !== 'Import_Succes' && answer.body.ResultCode !== 'Export_Succes') {
    throw new Error(`benchmark call refused: ${String(answer.body.ResultMessage)}`);
  }
}

/**
 * The same rows written by the driver alone in the same run, just before the call is measured: the
 * median of that loop, and the call's median as a multiple of it (issue target: within 3x).
 */
async function againstRawDriver(server: TestServer, name: string, samples: number, rowsOfRound: (round: number) => RawUpdate, call: (round: number) => Promise<BenchResult>): Promise<BenchResult[]> {
  const driver = await openRawDriver(server);
  let round = 1000;
  try {
    const raw = await measure(`${name}: raw driver baseline, prepared UPDATE loop in one transaction (${server.dialect})`, {
      samples,
      setup: () => rowsOfRound(++round),
      extra: { dialect: server.dialect, rows: rowsOfRound(round).rows.length },
    }, (update) => driver.updateEach(update));
    const measured = await call(round);
    return [raw, { ...measured, rawDriverMedian: raw.median, timesRawDriver: Math.round((measured.median / raw.median) * 100) / 100 }];
  } finally {
    await driver.close();
  }
}

/** SetMeasurementPoints UPDATE of every point of a project through HTTP: a new remark and Z each time. */
async function pointUpdates(session: Session, server: TestServer, prId: number, dialect: SqlDialect, samples: number, withBaseline = false): Promise<BenchResult[]> {
  const points = await selectEntityRows(server.db, 'measurementPoint', { column: 'PrID', values: [prId] });
  const rowsOfRound = (round: number) => points.map((point) => ({ MpGuid: point.MpGuid, MpRemark: `checked ${round}`, MpZCoord: 2 + (round % 5) / 10 }));
  const name = `SetMeasurementPoints UPDATE ${points.length.toLocaleString('en')} points`;
  const call = (first: number) => {
    let round = first;
    return measure(`${name} (${dialect})`, {
      samples,
      setup: () => rowsOfRound(++round),
      extra: { dialect, rows: points.length, ...(points.length === 1000 && dialect === 'sqlite' ? { targetMs: targets.save1000 } : {}) },
    }, async (rows) => refuseUnlessSaved(await session.call(`${prefix}/SetMeasurementPoints`, { data: { PrID: String(prId), MeasurementPoints: rows }, action: 'UPDATE' })));
  };
  if (!withBaseline) return [await call(0)];
  return againstRawDriver(server, name, samples, (round) => ({ table: 'tblMeasurementPoints', guidColumn: 'MpGuid', columns: ['MpRemark', 'MpZCoord'], rows: rowsOfRound(round) }), call);
}

/** SetLayers UPDATE of 10,000 stored layers (rows carry their MpGuid): a remark and the silt percentage, so soil codes are recomputed. */
async function layerUpdates(session: Session, server: TestServer, prId: number, dialect: SqlDialect): Promise<BenchResult[]> {
  const { rowsOfRound } = await layerUpdateRounds(server, prId);
  const name = 'SetLayers UPDATE 10,000 layers';
  return againstRawDriver(server, name, 5, (round) => ({ table: 'tblLayers', guidColumn: 'LaGuid', columns: ['LaRemark', 'LaSiltPerc'], rows: rowsOfRound(round) }), (first) => {
    let round = first;
    return measure(`${name} (${dialect})`, {
      samples: 5,
      setup: () => rowsOfRound(++round),
      extra: { dialect, rows: rowsOfRound(0).length },
    }, async (rows) => refuseUnlessSaved(await session.call(`${prefix}/SetLayers`, { data: { PrID: String(prId), Layers: rows }, action: 'UPDATE' })));
  });
}

async function benchDialect(dialect: SqlDialect): Promise<BenchResult[]> {
  // Seeding 10,000 points on a busy machine can outlast the default 15-minute access token.
  const server = await startTestServer({ dialect, env: { TOKEN_TTL: '7200' } });
  try {
    const session = await server.login();
    const { licenceId, userId } = await owner(server);
    const small = await seedProject(server.db, licenceId, userId, generateDemoProject({ seed: 1000, points: 1000, projectCode: 'BENCH-1K' }));
    const started = performance.now();
    const large = await seedProject(server.db, licenceId, userId, generateDemoProject({ seed: 10000, points: 10000, projectCode: 'BENCH-10K' }));
    const seeded = summarise(`seedProject: 10,000-point tree with layers, jars, tubes and samples (${dialect})`, [performance.now() - started], 'ms', { dialect, rows: 10000 });

    const read = await measure(`GetMeasurementPoints of a 10,000-point project (${dialect})`, {
      samples: 15,
      extra: { dialect, rows: 10000, ...(dialect === 'sqlite' ? { targetMs: targets.read10000 } : {}) },
    }, async () => refuseUnlessSaved(await session.call(`${prefix}/GetMeasurementPoints`, { LanguageCode: 'eng', WebserviceVersion: '1.0', Parameters: { ExportFormat: 'json', ProjectID: String(large.prId) } })));

    return [
      seeded,
      ...await pointUpdates(session, server, small.prId, dialect, 15),
      ...await pointUpdates(session, server, large.prId, dialect, 7, true),
      read,
      ...await layerUpdates(session, server, large.prId, dialect),
    ];
  } finally {
    await server.close();
  }
}

/**
 * Server benchmarks through the real HTTP server: SetMeasurementPoints
 * of 1,000 and 10,000 points, SetLayers of 10,000 layers, GetMeasurementPoints of 10,000 points, and
 * the 10,000-point seed; on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Medians in ms.
 * The 10,000-row saves come with the raw driver's time for the same rows, measured just before.
 */
export default async function serverBenchmarks(): Promise<BenchResult[]> {
  const dialects: SqlDialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: BenchResult[] = [];
  for (const dialect of dialects) results.push(...await benchDialect(dialect));
  return results;
}
