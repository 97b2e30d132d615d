import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { withCopyMoveServices } from '../../../machines/copy-move';
import type { CopyMoveServices } from '../../../machines/copy-move';
import type { SqlDialect } from '../../../server/db/connection';
import { selectEntityRows } from '../../../server/db/repositories/entity-rows';
import { generateDemoProject } from '../../../server/seed/demo-project';
import type { DemoPoint, DemoProject } from '../../../server/seed/demo-project';
import { seedProject } from '../../../server/services/seed-project';
import { bindApiClient, createApiClient, createSession, getMeasurementPointsWithChilds, memoryStorage, setProject } from '../../../src/api';
import type { ApiClient } from '../../../src/api';
import { prepareCopies } from '../../../src/domain/copy/prepare-copies';
import { defaultCopyMoveOptions } from '../../../src/domain/copy/copy-options';
import { newGuid } from '../../../src/domain/wire/new-guid';
import { copyMoveServices } from '../../../src/screens/copy-move/copy-move-services';
import { defaultAccount, startTestServer, testDatabaseUrl } from '../../server/harness';
import { measure, summarise, type BenchResult } from '../measure';

/** Spec 01 section 4 (copies max 100): 100 points with about 5 layers and 3 jars each into another project within 2 s. */
const targetMs = 2000;
const points = 100;
const samples = 7;

/** Exactly 5 layers and 3 jars a point (deeper layers dropped, jars on the top three); tubes and samples as generated. */
function fiveLayersThreeJars(point: DemoPoint): DemoPoint {
  const layers = [...point.layers];
  while (layers.length < 5) {
    const deepest = layers.at(-1);
    const from = Number(deepest?.LaTo ?? 0);
    layers.push({ ...deepest, LaGuid: newGuid(), LaFrom: from, LaTo: from + 50 });
  }
  const kept = layers.slice(0, 5);
  const jars = kept.slice(0, 3).map((layer, index) => ({
    ...(point.jars[0] ?? {}), JrGuid: newGuid(), JrName: `${String(point.point.MpName)}-${String(index + 1).padStart(2, '0')}`, JrFrom: layer.LaFrom ?? 0, JrTo: layer.LaTo ?? 0,
  }));
  // A tube must stay inside the (now possibly shallower) borehole: keep tubes only where they still fit.
  const depth = Number(kept.at(-1)?.LaTo ?? 0);
  const tubes = point.tubes.filter(({ tube }) => Number(tube.FtTo) <= depth);
  return { ...point, layers: kept, jars, tubes, finishings: tubes.length > 0 ? point.finishings : [] };
}

function sourceProject(): DemoProject {
  const demo = generateDemoProject({ seed: 2026, points, projectCode: 'BENCH-COPY' });
  return { ...demo, points: demo.points.map(fiveLayersThreeJars) };
}

/** Wraps each service to time it, so the total can be read step by step. */
function timed(services: CopyMoveServices, steps: Record<string, number[]>): CopyMoveServices {
  const time = <A extends unknown[], R>(name: string, run: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    const start = performance.now();
    try {
      return await run(...args);
    } finally {
      (steps[name] ??= []).push(performance.now() - start);
    }
  };
  return {
    ...services,
    fetchSource: time('fetchSource', services.fetchSource),
    fetchDestination: time('fetchDestination', services.fetchDestination),
    saveCopies: time('saveCopies', services.saveCopies),
    deletePoints: time('deletePoints', services.deletePoints),
  };
}

async function benchDialect(dialect: SqlDialect): Promise<BenchResult[]> {
  const server = await startTestServer({ dialect });
  try {
    const user = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
    const demo = sourceProject();
    const { prId } = await seedProject(server.db, user.licenceId, user.id, demo);
    const stored = await selectEntityRows(server.db, 'measurementPoint', { column: 'PrID', values: [prId] });
    const guids = stored.map((point) => String(point.MpGuid));
    const rows = {
      layers: demo.points.reduce((sum, point) => sum + point.layers.length, 0),
      jars: demo.points.reduce((sum, point) => sum + point.jars.length, 0),
      tubes: demo.points.reduce((sum, point) => sum + point.tubes.length, 0),
      waterSamples: demo.points.reduce((sum, point) => sum + point.tubes.reduce((n, tube) => n + tube.samples.length, 0) + point.surfaceSamples.length, 0),
    };

    const api: ApiClient = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch });
    await api.signIn(defaultAccount);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    bindApiClient(queryClient, api);
    const steps: Record<string, number[]> = {};
    const machine = withCopyMoveServices(timed(copyMoveServices(queryClient), steps));
    let round = 0;

    const copy = await measure(`copy ${points} points (5 layers, 3 jars each) into another project, dialog services over HTTP (${dialect})`, {
      samples,
      // Each sample copies into a fresh empty project, so every run names and writes the same amount.
      setup: async () => {
        round += 1;
        const [target] = await setProject(api, 'INSERT', { PrCode: `BENCH-DST-${round}`, PrName: 'Copy target', PrCoordinateSystem: 'EPSG:28992' });
        return Number(target?.PrID);
      },
      extra: { dialect, points, ...rows, ...(dialect === 'sqlite' ? { targetMs } : {}) },
    }, async (targetId) => {
      const actor = createActor(machine, { input: { projectId: prId, pointGuids: guids } }).start();
      actor.send({ type: 'copyMove.setOptions', options: { targetProjectId: targetId } });
      actor.send({ type: 'copyMove.start' });
      const end = await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), { timeout: 60_000 });
      actor.stop();
      if (!end.matches('done')) throw new Error(`copy ended in ${String(end.value)}: ${String(end.context.failure?.error)}`);
    });

    // The warm-up run is the first of each step's timings: drop it, as measure() does.
    const stepResults = Object.entries(steps).map(([step, times]) => summarise(`  step ${step} of that copy (${dialect})`, times.slice(1), 'ms', { dialect }));

    const source = { projectId: prId, coordinateSystem: 'EPSG:28992', pointGuids: guids, tables: await getMeasurementPointsWithChilds(api, prId, guids) };
    const prepare = await measure(`prepareCopies: ${points} points into another project (domain only)`, { samples: 15, extra: { points, ...rows } }, () => {
      const result = prepareCopies(source, { projectId: 1, coordinateSystem: 'EPSG:28992', pointNames: [] }, { ...defaultCopyMoveOptions(1), copies: 1 }, () => newGuid());
      if (!result.ok) throw new Error('prepare failed');
    });
    return [copy, ...stepResults, ...(dialect === 'sqlite' ? [prepare] : [])];
  } finally {
    await server.close();
  }
}

/**
 * Copy benchmark (spec 01 section 4): the copy/move machine with the dialog's own services, against
 * the real HTTP server, copying 100 points with 5 layers and 3 jars each (and the generator's tubes
 * and samples) into an empty project; the time per step; and the domain's prepareCopies alone. On
 * SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Medians in ms.
 */
export default async function copyMoveBenchmarks(): Promise<BenchResult[]> {
  const dialects: SqlDialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const results: BenchResult[] = [];
  for (const dialect of dialects) results.push(...await benchDialect(dialect));
  return results;
}
