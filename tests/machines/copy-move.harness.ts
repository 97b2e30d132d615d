import { createActor, waitFor } from 'xstate';
import type { CopyMoveInput, CopySourceData, PointsRequest, PreparedCopySet } from '../../machines/copy-move';
import { withCopyMoveServices } from '../../machines/copy-move';
import type { CopyProjectId } from '../../src/domain/copy/copy-options';
import type { CopyRow, CopyTables } from '../../src/domain/copy/copy-tables';
import { sourceTables } from '../unit/domain/copy/copy-fixtures';
import { emptyCoverage, recordCoverage } from './machine-graph';
import { settleableCalls } from './settleable-calls';
import type { Coverage } from './machine-graph';

/** The source project of the fixture (B9 and B12) and the target the copies go to. */
export const sourceProjectId = 7;
export const targetProjectId = 9;

/** The target's points before anything is copied: the copies of B9 and B12 must skip these names. */
export const targetPointsBefore: ReadonlyMap<string, string> = new Map([['t-10', 'B10'], ['t-13', 'B13']]);

/** A service the machine called, in the order called or settled. */
export type Step = 'fetchSource' | 'fetchDestination' | 'saveCopies' | 'deleteSource' | 'deleteCopies';

/** The projects as the server would hold them: GUID → name, plus every row the saves wrote. */
export interface World {
  source: Map<string, string>;
  target: Map<string, string>;
  savedRows: PreparedCopySet['velddata'][];
  /** Making GUIDs fails (the prepare step's failure). */
  guidsFail: boolean;
}

function withoutPoint(tables: CopyTables, mpGuid: string): CopyTables {
  const point = tables.tblMeasurementPoints?.find((row) => row.MpGuid === mpGuid);
  const keep = (row: CopyRow) => row.MpID !== point?.MpID;
  return Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, (rows ?? []).filter(keep)]));
}

/** The real copy/move machine with services that settle when the test says, over an in-memory world; what it visits is added to `coverage`. */
export function createHarness(coverage: Coverage = emptyCoverage()) {
  const world: World = {
    source: new Map((sourceTables().tblMeasurementPoints ?? []).map((point) => [String(point.MpGuid), String(point.MpName)])),
    target: new Map(targetPointsBefore),
    savedRows: [],
    guidsFail: false,
  };
  const { calls, awaitSettle, take } = settleableCalls<Step>();
  let guids = 0;
  const projectMap = (projectId: CopyProjectId) => (String(projectId) === String(sourceProjectId) ? world.source : world.target);

  const machine = withCopyMoveServices({
    fetchSource: (request) => awaitSettle<CopySourceData>('fetchSource', request),
    fetchDestination: (request) => awaitSettle('fetchDestination', request),
    saveCopies: (request) => awaitSettle('saveCopies', request),
    deletePoints: (request: PointsRequest) => awaitSettle(String(request.projectId) === String(sourceProjectId) ? 'deleteSource' : 'deleteCopies', request),
    newGuid: () => {
      if (world.guidsFail) throw new Error('no random source');
      guids += 1;
      return `copy-${guids}`;
    },
  });

  let actor = createActor(machine, { input: { projectId: sourceProjectId, pointGuids: [] }, inspect: recordCoverage(machine.id, coverage) });

  /** Starts the machine on a selection, as the dialog does when it opens. */
  const open = (input: CopyMoveInput) => {
    actor = createActor(machine, { input, inspect: recordCoverage(machine.id, coverage) });
    actor.start();
  };

  /** Settles the call in flight, applies what a success does to the world, and waits for the machine to move on. */
  const settle = async (step: Step, outcome: 'resolve' | 'reject', value?: unknown) => {
    const call = take(step, outcome);
    const before = actor.getSnapshot().value;
    if (outcome === 'resolve') {
      if (step === 'saveCopies') {
        const { velddata } = call.request as { velddata: PreparedCopySet['velddata'] };
        world.savedRows.push(velddata);
        for (const point of velddata.tblMeasurementPoints ?? []) world.target.set(String(point.MpGuid), String(point.MpName));
      }
      if (step === 'deleteSource' || step === 'deleteCopies') {
        const { projectId, pointGuids } = call.request as PointsRequest;
        for (const guid of pointGuids) projectMap(projectId).delete(guid);
      }
      call.resolve(value);
    } else {
      call.reject(value ?? new Error(`${step} refused`));
    }
    // Preparing runs the real domain at once: wait until the machine is past it too.
    await waitFor(actor, (snapshot) => snapshot.value !== before && snapshot.value !== 'preparing');
  };

  return {
    get actor() { return actor; },
    world, calls, open, settle, machine,
    sourceData: (incomplete = false): CopySourceData => ({
      coordinateSystem: 'EPSG:28992',
      tables: incomplete ? withoutPoint(sourceTables(), 'mp-b12') : sourceTables(),
    }),
    destinationData: () => ({ coordinateSystem: 'EPSG:28992', pointNames: [...world.target.values()] }),
  };
}

/** A harness as `createHarness` returns it. */
export type Harness = ReturnType<typeof createHarness>;
