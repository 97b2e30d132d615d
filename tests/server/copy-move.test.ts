import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { withCopyMoveServices } from '../../machines/copy-move';
import type { CopyMoveContext } from '../../machines/copy-move';
import { selectEntityRows } from '../../server/db/repositories/entity-rows';
import type { WireRow } from '../../server/db/repositories/entity-rows';
import type { Executor } from '../../server/db/executor';
import { generateDemoProject } from '../../server/seed/demo-project';
import { seedProject } from '../../server/services/seed-project';
import { bindApiClient, createApiClient, createSession, memoryStorage, setProject } from '../../src/api';
import type { CopyMoveOptions } from '../../src/domain/copy/copy-options';
import { copyMoveServices } from '../../src/screens/copy-move/copy-move-services';
import { defaultAccount, forEachDatabase, startTestServer } from './harness';
import type { TestServer } from './harness';

/** A project's points with everything under them, as stored, grouped by point GUID. */
interface StoredPoint {
  point: WireRow;
  layers: WireRow[];
  jars: WireRow[];
  tubes: WireRow[];
  finishings: WireRow[];
  samples: { sample: WireRow; tube: string | null; bottles: WireRow[]; observations: WireRow[] }[];
}

async function storedPoints(db: Executor, prId: number): Promise<Map<string, StoredPoint>> {
  const points = await selectEntityRows(db, 'measurementPoint', { column: 'PrID', values: [prId] });
  const byPoint = { column: 'MpID', values: points.map((point) => Number(point.MpID)) };
  const [layers, jars, tubes, finishings, samples] = await Promise.all(
    (['layer', 'jar', 'filterTube', 'finishing', 'waterSample'] as const).map((kind) => (byPoint.values.length > 0 ? selectEntityRows(db, kind, byPoint) : Promise.resolve([]))),
  );
  const bySample = { column: 'WsID', values: (samples ?? []).map((sample) => Number(sample.WsID)) };
  const bottles = bySample.values.length > 0 ? await selectEntityRows(db, 'bottle', bySample) : [];
  const observations = bySample.values.length > 0 ? await selectEntityRows(db, 'observation', bySample) : [];
  const of = (rows: WireRow[] | undefined, field: string, id: unknown) => (rows ?? []).filter((row) => row[field] === id);
  const tubeName = new Map((tubes ?? []).map((tube) => [tube.FtID, String(tube.FtGuid)]));
  return new Map(points.map((point) => [String(point.MpGuid), {
    point,
    layers: of(layers, 'MpID', point.MpID),
    jars: of(jars, 'MpID', point.MpID),
    tubes: of(tubes, 'MpID', point.MpID),
    finishings: of(finishings, 'MpID', point.MpID),
    samples: of(samples, 'MpID', point.MpID).map((sample) => ({
      sample,
      tube: sample.FtID === null ? null : tubeName.get(sample.FtID) ?? 'missing tube',
      bottles: of(bottles, 'WsID', sample.WsID),
      observations: of(observations, 'WsID', sample.WsID),
    })),
  }]));
}

const byFrom = (rows: WireRow[]) => [...rows].sort((a, b) => Number(a.LaFrom ?? a.JrFrom ?? a.FtFrom ?? a.FiFrom) - Number(b.LaFrom ?? b.JrFrom ?? b.FtFrom ?? b.FiFrom));

/**
 * A point's tree in words, GUIDs and ids left out, names written with `rename` (sample names follow
 * the point name), so a copy can be compared with its source field by field.
 */
function shapeOf(stored: StoredPoint, rename: (name: unknown) => unknown, tubeNames: Map<string, unknown>, withSamples: boolean) {
  return {
    depth: stored.point.MpDepth,
    layers: byFrom(stored.layers).map((layer) => [layer.LaFrom, layer.LaTo, layer.LaSoilTypeCode, layer.LaSiltPerc]),
    tubes: byFrom(stored.tubes).map((tube) => [tube.FtName, tube.FtFrom, tube.FtTo]),
    finishings: byFrom(stored.finishings).map((finishing) => [finishing.FiTypeCode, finishing.FiFrom, finishing.FiTo]),
    jars: withSamples ? byFrom(stored.jars).map((jar) => [rename(jar.JrName), jar.JrFrom, jar.JrTo, jar.JrBarcode]) : [],
    samples: withSamples ? stored.samples.map(({ sample, tube, bottles, observations }) => ({
      sample: [rename(sample.WsName), sample.WsMatrixCode, tube === null ? null : tubeNames.get(tube)],
      bottles: bottles.map((bottle) => [bottle.BoName, bottle.BoBarcode]).sort(),
      observations: observations.map((observation) => [observation.ObPropertyCode, String(observation.ObMeasurementValue)]).sort(),
    })).sort((a, b) => String(a.sample[0]).localeCompare(String(b.sample[0]))) : [],
  };
}

/** Every row's own GUID (a sample's, not its point's). */
function allGuids(points: Map<string, StoredPoint>): string[] {
  const own = (row: WireRow, field: 'MpGuid' | 'LaGuid' | 'JrGuid' | 'FtGuid' | 'FiGuid' | 'WsGuid' | 'BoGuid') => String(row[field]);
  return [...points.values()].flatMap((stored) => [
    own(stored.point, 'MpGuid'),
    ...stored.layers.map((row) => own(row, 'LaGuid')), ...stored.jars.map((row) => own(row, 'JrGuid')),
    ...stored.tubes.map((row) => own(row, 'FtGuid')), ...stored.finishings.map((row) => own(row, 'FiGuid')),
    ...stored.samples.flatMap(({ sample, bottles }) => [own(sample, 'WsGuid'), ...bottles.map((row) => own(row, 'BoGuid'))]),
  ]);
}

describe('copy or move 100 measurement points through the real server (spec 01 section 4, issue 8)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let queryClient: QueryClient;
    let owner: { licenceId: number; id: number };
    /** The 100-point project every test may copy from and none writes to: a test that changes a source seeds its own. */
    let sourceId: number;
    let source: Map<string, StoredPoint>;
    let projects = 0;

    /** Runs the copy/move machine with the dialog's services until it stops. */
    async function run(projectId: number, pointGuids: readonly string[], options: Partial<CopyMoveOptions>): Promise<CopyMoveContext & { state: string }> {
      const actor = createActor(withCopyMoveServices(copyMoveServices(queryClient)), { input: { projectId, pointGuids } }).start();
      actor.send({ type: 'copyMove.setOptions', options });
      actor.send({ type: 'copyMove.start' });
      const end = await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), { timeout: 60_000 });
      actor.stop();
      return { ...end.context, state: String(end.value) };
    }

    /** A new empty project of this test (a code no other test uses) to copy or move into. */
    async function newProject(system = 'EPSG:28992'): Promise<number> {
      projects += 1;
      const code = `COPY-DST-${projects}`;
      const [project] = await setProject(apiOfTest(), 'INSERT', { PrCode: code, PrName: `Copy target ${code}`, PrCoordinateSystem: system });
      return Number(project?.PrID);
    }

    /** A demo project of this test's own, for a test that adds to or removes from its source; `seed` differs per test (GUIDs follow it). */
    async function newSource(seed: number, points: number): Promise<{ prId: number; stored: Map<string, StoredPoint> }> {
      projects += 1;
      const { prId } = await seedProject(server.db, owner.licenceId, owner.id, generateDemoProject({ seed, points, projectCode: `COPY-SRC-${projects}` }));
      return { prId, stored: await storedPoints(server.db, prId) };
    }
    let api: ReturnType<typeof createApiClient>;
    const apiOfTest = () => api;

    beforeAll(async () => {
      server = await startTestServer({ dialect });
      owner = await server.db.selectFrom('users').select(['id', 'licenceId']).where('username', '=', 'tester').executeTakeFirstOrThrow();
      sourceId = (await seedProject(server.db, owner.licenceId, owner.id, generateDemoProject({ seed: 808, points: 100, projectCode: 'COPY-SRC' }))).prId;
      api = createApiClient({ baseUrl: server.url, session: createSession(memoryStorage(), 'en'), fetch });
      await api.signIn(defaultAccount);
      queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
      bindApiClient(queryClient, api);
      source = await storedPoints(server.db, sourceId);
    }, 120_000);
    afterAll(async () => {
      queryClient.clear();
      await server.close();
    });

    it('the source has 100 points with layers, jars, tubes, finishings, water samples, bottles and observations', () => {
      const all = [...source.values()];
      expect(all).toHaveLength(100);
      const counts = {
        layers: all.flatMap((p) => p.layers).length, jars: all.flatMap((p) => p.jars).length, tubes: all.flatMap((p) => p.tubes).length,
        samples: all.flatMap((p) => p.samples).length, bottles: all.flatMap((p) => p.samples.flatMap((s) => s.bottles)).length,
        observations: all.flatMap((p) => p.samples.flatMap((s) => s.observations)).length,
      };
      for (const [table, count] of Object.entries(counts)) expect(count, table).toBeGreaterThan(0);
    });

    it('copies 100 points with coordinates and field samples: new names, new GUIDs, the target\'s PrID, every child under its copy', async () => {
      const targetId = await newProject();
      const guids = [...source.keys()];
      const result = await run(sourceId, guids, { targetProjectId: targetId, copies: 1 });
      expect(result.state).toBe('done');
      const target = await storedPoints(server.db, targetId);
      expect(target.size).toBe(100);
      // Demo names B001…B100 into an empty project: each copy takes the next free number (B001 → B002 … B100 → B101).
      expect(result.saved.map((copy) => copy.name)).toEqual(guids.map((_, index) => `B${String(index + 2).padStart(3, '0')}`));
      const sourceGuids = new Set(allGuids(source));
      const targetGuids = allGuids(target);
      expect(new Set(targetGuids).size).toBe(targetGuids.length);
      expect(targetGuids.filter((guid) => sourceGuids.has(guid))).toEqual([]);
      for (const copy of result.saved) {
        const made = target.get(copy.guid);
        const original = source.get(copy.sourceGuid);
        if (!made || !original) throw new Error(`copy ${copy.name} or its source is missing`);
        expect(made.point).toMatchObject({ MpName: copy.name, PrID: targetId, SlGuid: null, MpXCoord: original.point.MpXCoord, MpYCoord: original.point.MpYCoord, MpZCoord: original.point.MpZCoord });
        const oldName = String(original.point.MpName);
        const rename = (name: unknown) => (typeof name === 'string' ? name.replace(oldName, copy.name) : name);
        const sourceTubes = new Map(original.tubes.map((tube) => [String(tube.FtGuid), tube.FtName]));
        const madeTubes = new Map(made.tubes.map((tube) => [String(tube.FtGuid), tube.FtName]));
        expect(shapeOf(made, (name) => name, madeTubes, true)).toEqual(shapeOf(original, rename, sourceTubes, true));
      }
      expect((await storedPoints(server.db, sourceId)).size, 'a copy leaves the source as it was').toBe(100);
    });

    it('copies without coordinates and without field samples: points without X, Y and Z, layers, tubes and finishings only', async () => {
      const targetId = await newProject();
      const guids = [...source.keys()];
      const result = await run(sourceId, guids, { targetProjectId: targetId, copies: 1, copyCoordinates: false, copyFieldSamples: false });
      expect(result.state).toBe('done');
      expect(result.saved.map((copy) => copy.name)).toEqual(guids.map((_, index) => `B${String(index + 2).padStart(3, '0')}`));
      const target = await storedPoints(server.db, targetId);
      expect(target.size).toBe(100);
      for (const copy of result.saved) {
        const made = target.get(copy.guid);
        const original = source.get(copy.sourceGuid);
        if (!made || !original) throw new Error(`copy ${copy.name} or its source is missing`);
        expect([made.point.MpXCoord, made.point.MpYCoord, made.point.MpZCoord, made.point.MpPointGeometry]).toEqual([null, null, null, null]);
        expect(made.jars).toEqual([]);
        expect(made.samples).toEqual([]);
        const tubes = new Map(made.tubes.map((tube) => [String(tube.FtGuid), tube.FtName]));
        expect(shapeOf(made, (name) => name, tubes, false)).toEqual(shapeOf(original, (name) => name, tubes, false));
      }
    });

    it('makes several copies of a point in its own project, keeping its sub-location', async () => {
      const own = await newSource(809, 10);
      const [first] = [...own.stored.values()].filter((stored) => stored.point.SlGuid !== null);
      if (!first) throw new Error('no point with a sub-location');
      const result = await run(own.prId, [String(first.point.MpGuid)], { copies: 3 });
      expect(result.state).toBe('done');
      const after = await storedPoints(server.db, own.prId);
      expect(after.size).toBe(13);
      for (const copy of result.saved) {
        expect(after.get(copy.guid)?.point).toMatchObject({ PrID: own.prId, SlGuid: first.point.SlGuid, MpName: copy.name });
        expect(after.get(copy.guid)?.layers).toHaveLength(first.layers.length);
      }
      expect(new Set(result.saved.map((copy) => copy.name)).size).toBe(3);
      for (const name of result.saved.map((copy) => copy.name)) expect([...own.stored.values()].map((stored) => stored.point.MpName)).not.toContain(name);
    });

    it('moves points: the copies arrive with their children, then the originals are gone', async () => {
      const own = await newSource(810, 12);
      const targetId = await newProject();
      const moved = [...own.stored.keys()].slice(0, 10);
      const result = await run(own.prId, moved, { targetProjectId: targetId, mode: 'move' });
      expect(result.state).toBe('done');
      const after = await storedPoints(server.db, own.prId);
      expect([...after.keys()].sort()).toEqual([...own.stored.keys()].slice(10).sort());
      const target = await storedPoints(server.db, targetId);
      expect(target.size).toBe(10);
      for (const copy of result.saved) {
        const original = own.stored.get(copy.sourceGuid);
        expect(target.get(copy.guid)?.layers).toHaveLength(original?.layers.length ?? -1);
        expect(target.get(copy.guid)?.jars).toHaveLength(original?.jars.length ?? -1);
      }
    });

    it('a refused move leaves the source untouched and writes nothing in the target', async () => {
      // RD coordinates transformed into Belgian Lambert 72 fall outside its bounds: the server refuses the save.
      const own = await newSource(811, 5);
      const belgian = await newProject('EPSG:31370');
      const still = [...own.stored.keys()];
      const result = await run(own.prId, still, { targetProjectId: belgian, mode: 'move' });
      expect(result.state).toBe('failed');
      expect(result.failure?.code).toBe('copyFailed');
      expect((await storedPoints(server.db, belgian)).size).toBe(0);
      expect(await storedPoints(server.db, own.prId)).toEqual(own.stored);
    });

    it('a selection with a point that is gone fails while reading the source and changes nothing', async () => {
      const targetId = await newProject();
      const gone = '00000000-0000-4000-8000-000000000000';
      const result = await run(sourceId, [[...source.keys()][50] ?? '', gone], { targetProjectId: targetId });
      expect(result.state).toBe('failed');
      expect(result.failure?.code).toBe('sourceFailed');
      expect((await storedPoints(server.db, targetId)).size).toBe(0);
    });

    it('an unknown target project fails while reading the destination', async () => {
      const result = await run(sourceId, [[...source.keys()][60] ?? ''], { targetProjectId: 999_999 });
      expect(result.state).toBe('failed');
      expect(result.failure?.code).toBe('destinationFailed');
    });
  });
});
