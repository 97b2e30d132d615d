import type { SqlDialect } from '../../../server/db/connection';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { generateDemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { startTestServer, testDatabaseUrl } from '../../server/harness';
import type { Session, TestServer } from '../../server/harness';
import { measure, summarise, type BenchResult } from '../measure';

const prefix = '/ITWDataRestService_V1_0';

/** Targets on the 2-core machine, SQLite (no spec section: our own budgets for the server's calls). */
const targets = { save1000: 200, read10000: 300 } as const;

async function owner(server: TestServer): Promise<{ licenceId: number; userId: number }> {
  const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
  return { licenceId: user.licenceId, userId: user.id };
}

function refuseUnlessSaved(answer: { body: Record<string, unknown> }): void {
  if (answer.body.ResultCode !== 'Import_Succes' && answer.body.ResultCode !== 'Export_Succes') {
    throw new Error(`benchmark call refused: ${String(answer.body.ResultMessage)}`);
  }
}

/** SetMeasurementPoints UPDATE of every point of a project through HTTP: a new remark and Z each time. */
async function pointUpdates(session: Session, server: TestServer, prId: number, dialect: SqlDialect, samples: number): Promise<BenchResult> {
  const points = await selectEntityRows(server.db, 'measurementPoint', { column: 'PrID', values: [prId] });
  let round = 0;
  return measure(`SetMeasurementPoints UPDATE ${points.length.toLocaleString('en')} points (${dialect})`, {
    samples,
    setup: () => {
      round += 1;
      return points.map((point) => ({ MpGuid: point.MpGuid, MpRemark: `checked ${round}`, MpZCoord: 2 + (round % 5) / 10 }));
    },
    extra: { dialect, rows: points.length, ...(points.length === 1000 && dialect === 'sqlite' ? { targetMs: targets.save1000 } : {}) },
  }, async (rows) => refuseUnlessSaved(await session.call(`${prefix}/SetMeasurementPoints`, { data: { PrID: String(prId), MeasurementPoints: rows }, action: 'UPDATE' })));
}

/** SetLayers UPDATE of 10,000 stored layers (rows carry their MpGuid): a remark and the silt percentage, so soil codes are recomputed. */
async function layerUpdates(session: Session, server: TestServer, prId: number, dialect: SqlDialect): Promise<BenchResult> {
  const points = await selectEntityRows(server.db, 'measurementPoint', { column: 'PrID', values: [prId] });
  const pointGuids = new Map(points.map((point) => [Number(point.MpID), String(point.MpGuid)]));
  const layers = await server.db.selectFrom('tblLayers').select(['LaGuid', 'MpID', 'LaSiltPerc']).where('MpID', 'in', [...pointGuids.keys()]).orderBy('LaID').limit(10000).execute();
  let round = 0;
  return measure(`SetLayers UPDATE 10,000 layers (${dialect})`, {
    samples: 5,
    setup: () => {
      round += 1;
      return layers.map((layer) => ({ MpGuid: pointGuids.get(Number(layer.MpID)), LaGuid: layer.LaGuid, LaRemark: `checked ${round}`, LaSiltPerc: Number(layer.LaSiltPerc) + (round % 2) / 10 }));
    },
    extra: { dialect, rows: layers.length },
  }, async (rows) => refuseUnlessSaved(await session.call(`${prefix}/SetLayers`, { data: { PrID: String(prId), Layers: rows }, action: 'UPDATE' })));
}

async function benchDialect(dialect: SqlDialect): Promise<BenchResult[]> {
  const server = await startTestServer({ dialect });
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
      await pointUpdates(session, server, small.prId, dialect, 15),
      await pointUpdates(session, server, large.prId, dialect, 7),
      read,
      await layerUpdates(session, server, large.prId, dialect),
    ];
  } finally {
    await server.close();
  }
}

/**
 * Server benchmarks through the real HTTP server: SetMeasurementPoints
 * of 1,000 and 10,000 points, SetLayers of 10,000 layers, GetMeasurementPoints of 10,000 points, and
 * the 10,000-point seed; on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Medians in ms.
 */
export default async function serverBenchmarks(): Promise<BenchResult[]> {
  const dialects: SqlDialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: BenchResult[] = [];
  for (const dialect of dialects) results.push(...await benchDialect(dialect));
  return results;
}
