import { randomUUID } from 'node:crypto';
import { createApiClient, createSession, getMeasurementPoints, memoryStorage, setProject, setProjectWithChilds } from '../../../src/api';
import type { ApiClient } from '../../../src/api';
import { pickTables } from '../../../src/api/calls/tables';
import { readTables } from '../../../src/api/calls/wire-calls';
import type { SqlDialect } from '../../../server/db/connection';
import { buildXyzPreview, buildXyzSavePlan, parseXyzBlock } from '../../../src/grids/xyz/model';
import type { XyzSavePlan } from '../../../src/grids/xyz/model';
import { defaultAccount, startTestServer, testDatabaseUrl } from '../../server/harness';
import { measure, type BenchResult } from '../measure';
import { rdProjectPoints, wgs84IntoRd, wgs84PasteText } from './xyz-fixtures';

const rowCount = 10000;
const tubeTables = pickTables('tblFilterTubes');

/** A fresh RD project holding the 10,000 stored points (every third with a tube), as the import finds it. */
async function storedProject(api: ApiClient, round: number): Promise<number> {
  const [project] = await setProject(api, 'INSERT', { PrCode: `XYZ-BENCH-${round}`, PrName: 'XYZ bench', PrCoordinateSystem: 'EPSG:28992' });
  const prId = Number(project?.PrID);
  const { points, gaugingTubes } = rdProjectPoints(rowCount);
  const guids = new Map(points.map((point) => [point.MpID, randomUUID()]));
  await setProjectWithChilds(api, prId, {
    tblMeasurementPoints: points.map(({ MpID, MpGuid: _stored, ...point }) => ({ ...point, MpGuid: guids.get(MpID) })),
    tblFilterTubes: gaugingTubes.map((tube) => ({ FtGuid: randomUUID(), MpGuid: guids.get(tube.MpID), FtName: `T${tube.MpID}` })),
  });
  return prId;
}

/** What the screen does before saving: read the project's points and tubes, preview the paste, plan the save. */
async function planFor(api: ApiClient, prId: number, text: string): Promise<XyzSavePlan> {
  const project = {
    points: await getMeasurementPoints(api, prId),
    gaugingTubes: (await readTables(api, 'GetGaugingTubes', { ProjectID: prId }, tubeTables)).tblFilterTubes,
  };
  const plan = buildXyzSavePlan(buildXyzPreview(parseXyzBlock(text).rows, project, wgs84IntoRd), { makeGuid: randomUUID });
  if (!plan.ok) throw new Error(`no plan: ${plan.reason}`);
  return plan.value;
}

async function benchDialect(dialect: SqlDialect): Promise<BenchResult> {
  const server = await startTestServer({ dialect });
  try {
    const api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch });
    await api.signIn(defaultAccount);
    const text = wgs84PasteText(rowCount, true);
    let round = 0;
    let sent = { points: 0, tubes: 0 };
    const result = await measure(`XYZ save: one SetProjectWithChilds of 10,000 pasted rows into a 10,000-point project (${dialect})`, {
      samples: 3,
      setup: async () => {
        round += 1;
        const prId = await storedProject(api, round);
        const plan = await planFor(api, prId, text);
        sent = { points: plan.velddata.tblMeasurementPoints.length, tubes: plan.velddata.tblFilterTubes.length };
        return { prId, plan };
      },
    }, async ({ prId, plan }) => setProjectWithChilds(api, prId, plan.velddata));
    return { ...result, dialect, rows: rowCount, ...sent };
  } finally {
    await server.close();
  }
}

/**
 * The XYZ import's one bulk save through the real HTTP server (spec 02 section 2): 5,000 stored points
 * moved, 5,000 new ones and their new gauging tubes (counts in the result) in one SetProjectWithChilds call; SQLite and, when
 * TEST_DATABASE_URL is set, PostgreSQL. Medians in ms; node side, client parsing of the answer included.
 */
export default async function xyzSaveBenchmarks(): Promise<BenchResult[]> {
  const dialects: SqlDialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: BenchResult[] = [];
  for (const dialect of dialects) results.push(await benchDialect(dialect));
  return results;
}
