import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { copyMoveMachine } from '../../machines/copy-move';
import { createHarness, sourceProjectId, targetPointsBefore, targetProjectId } from './copy-move.harness';
import type { Harness, Step } from './copy-move.harness';
import { copyMoveScenarioModel, serializeScenario } from './copy-move.model';
import type { ScenarioEvent, ScenarioSnapshot } from './copy-move.model';
import type { Coverage, OutcomeNames } from './machine-graph';
import { describeModelBased } from './model-based-suite';

const selection = ['mp-b9', 'mp-b12'];
/** Two copies each into a target holding B10 and B13: B9 → B11, B12; B12 → B14, B15. */
const copyNames = ['B11', 'B12', 'B14', 'B15'];

const model = createTestModel(copyMoveScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

const sorted = (values: Iterable<string>) => [...values].sort();

/** The source still holds both selected points, untouched. */
function expectSourceIntact(h: Harness) {
  expect(sorted(h.world.source.keys()), 'source points').toEqual(sorted(selection));
}

/** The target holds what it held before, plus the copies exactly once when `withCopies`. */
function expectTarget(h: Harness, withCopies: boolean) {
  const expected = [...targetPointsBefore.values(), ...(withCopies ? copyNames : [])];
  expect(sorted(h.world.target.values()), 'target point names').toEqual(sorted(expected));
}

function pendingRequest(h: Harness, step: Step): unknown {
  const called = [...h.calls].reverse().find((entry) => entry.call === step);
  expect(called, `${step} called`).toBeDefined();
  return called && 'request' in called ? called.request : undefined;
}

const indexOfSettled = (h: Harness, step: Step) => h.calls.findLastIndex((entry) => entry.call === 'settled' && entry.step === step && entry.outcome === 'resolve');
const indexOfCall = (h: Harness, step: Step) => h.calls.findLastIndex((entry) => entry.call === step);

const untouched = 'target as it was, source untouched';

/** What each path proves, in the words of the state checks below: the last event, then what the user and the data are left with. */
const outcomeNames: OutcomeNames<ScenarioSnapshot, ScenarioEvent['type']> = {
  causes: {
    'open.empty': 'opened without a selection',
    'open.selected': 'opened on B9 and B12',
    'options.invalid': '101 copies asked',
    'options.valid': '2 copies asked',
    'options.move': 'move chosen',
    start: 'started',
    cancel: 'cancelled',
    retry: 'retried',
    'source.succeeds': 'source read',
    'source.incomplete': 'source lacks a point',
    'source.fails': 'source fails',
    'destination.succeeds': 'target read',
    'destination.empty': 'target has no data',
    'destination.fails': 'target fails',
    'prepare.fails': 'making the copies fails',
    'save.succeeds': 'copies saved',
    'save.fails': 'save fails',
    'delete.succeeds': 'source deleted',
    'delete.fails': 'deleting the source fails',
    'rollback.succeeds': 'copies removed again',
    'rollback.fails': 'removing the copies fails',
  },
  outcomes: {
    closed: () => 'nothing called',
    refused: () => "refused with 'select rows', nothing called",
    editing: (state) => `${state.context.valid ? 'options' : 'option issues'} shown (${state.context.mode}); ${untouched}`,
    fetchingSource: () => `reading the selected points; ${untouched}`,
    fetchingDestination: () => `reading the target's names; ${untouched}`,
    saving: () => `saving B11, B12, B14, B15 into the target; ${untouched}`,
    deletingSources: () => 'copies in the target, only now deleting the source',
    rollingBack: () => 'taking the 4 copies back; source untouched',
    moveIncomplete: () => "'move incomplete' naming the copies: points in both projects, nothing lost",
    failed: (state) => `fails with ${String(state.context.failure)}; ${untouched}`,
    done: (state) => (state.context.mode === 'copy' ? '4 copies in the target, source untouched' : 'moved: copies in the target, gone from the source'),
    cancelled: () => `closed; ${untouched}`,
    cancelledIncomplete: () => 'closed with the points in both projects, as warned; nothing lost',
  },
};

/** Drives the real machine through one model path and checks what each model state promises. */
function paramsFor(h: Harness): TestParam<ScenarioSnapshot, ScenarioEvent> {
  const snapshot = () => h.actor.getSnapshot();
  const send = (event: Parameters<Harness['actor']['send']>[0]) => h.actor.send(event);
  const expectFailure = (code: string | null) => expect(snapshot().context.failure?.code ?? null).toBe(code);
  return {
    events: {
      'open.empty': () => h.open({ projectId: sourceProjectId, pointGuids: [] }),
      'open.selected': () => {
        h.open({ projectId: sourceProjectId, pointGuids: selection });
        send({ type: 'copyMove.setOptions', options: { copies: 2, targetProjectId } });
      },
      'options.invalid': () => send({ type: 'copyMove.setOptions', options: { copies: 101 } }),
      'options.valid': () => send({ type: 'copyMove.setOptions', options: { copies: 2 } }),
      'options.move': () => send({ type: 'copyMove.setOptions', options: { mode: 'move' } }),
      start: () => send({ type: 'copyMove.start' }),
      cancel: () => send({ type: 'copyMove.cancel' }),
      retry: () => send({ type: 'copyMove.retry' }),
      'source.succeeds': () => h.settle('fetchSource', 'resolve', h.sourceData()),
      'source.incomplete': () => h.settle('fetchSource', 'resolve', h.sourceData(true)),
      'source.fails': () => h.settle('fetchSource', 'reject'),
      'destination.succeeds': () => h.settle('fetchDestination', 'resolve', h.destinationData()),
      'destination.empty': () => h.settle('fetchDestination', 'resolve', null),
      'destination.fails': () => h.settle('fetchDestination', 'reject'),
      'prepare.fails': async () => {
        h.world.guidsFail = true;
        await h.settle('fetchDestination', 'resolve', h.destinationData());
        h.world.guidsFail = false;
      },
      'save.succeeds': () => h.settle('saveCopies', 'resolve'),
      'save.fails': () => h.settle('saveCopies', 'reject'),
      'delete.succeeds': () => h.settle('deleteSource', 'resolve'),
      'delete.fails': () => h.settle('deleteSource', 'reject'),
      'rollback.succeeds': () => h.settle('deleteCopies', 'resolve'),
      'rollback.fails': () => h.settle('deleteCopies', 'reject'),
    },
    states: {
      closed: () => expect(h.calls).toEqual([]),
      refused: () => {
        expect(snapshot().matches('refused')).toBe(true);
        expect(snapshot().status).toBe('done');
        expectFailure('selectRows');
        expect(h.calls).toEqual([]);
      },
      editing: (state) => {
        expect(snapshot().matches('editing')).toBe(true);
        expect(snapshot().hasTag('busy')).toBe(false);
        expect(snapshot().context.optionIssues.length === 0).toBe(state.context.valid);
        expect(snapshot().context.options.mode).toBe(state.context.mode);
        expectFailure(null);
        expectSourceIntact(h);
        expectTarget(h, false);
      },
      fetchingSource: () => {
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(pendingRequest(h, 'fetchSource')).toEqual({ projectId: sourceProjectId, pointGuids: selection });
        expectSourceIntact(h);
        expectTarget(h, false);
      },
      fetchingDestination: () => {
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(pendingRequest(h, 'fetchDestination')).toEqual({ projectId: targetProjectId });
        expectSourceIntact(h);
        expectTarget(h, false);
      },
      saving: () => {
        expect(snapshot().matches('saving')).toBe(true);
        const request = pendingRequest(h, 'saveCopies') as { projectId: number; velddata: Record<string, Record<string, unknown>[]> };
        expect(request.projectId).toBe(targetProjectId);
        expect(request.velddata.tblMeasurementPoints?.map((point) => point.MpName)).toEqual(copyNames);
        expect(request.velddata.tblMeasurementPoints?.every((point) => point.PrID === String(targetProjectId))).toBe(true);
        expectSourceIntact(h);
        expectTarget(h, false);
      },
      deletingSources: () => {
        expect(snapshot().matches('deletingSources')).toBe(true);
        expect(pendingRequest(h, 'deleteSource')).toEqual({ projectId: sourceProjectId, pointGuids: selection });
        // Spec 01 section 4: the source goes only after the copy is saved.
        expect(indexOfSettled(h, 'saveCopies')).toBeGreaterThanOrEqual(0);
        expect(indexOfSettled(h, 'saveCopies')).toBeLessThan(indexOfCall(h, 'deleteSource'));
        expectSourceIntact(h);
        expectTarget(h, true);
      },
      rollingBack: () => {
        expect(snapshot().matches('rollingBack')).toBe(true);
        const copies = snapshot().context.saved.map((copy) => copy.guid);
        expect(copies).toHaveLength(4);
        expect(pendingRequest(h, 'deleteCopies')).toEqual({ projectId: targetProjectId, pointGuids: copies });
        expectSourceIntact(h);
        expectTarget(h, true);
      },
      moveIncomplete: () => {
        expect(snapshot().matches('moveIncomplete')).toBe(true);
        expect(snapshot().hasTag('error')).toBe(true);
        expectFailure('moveIncomplete');
        // Shown to the user by name: these exist in both projects until the retry succeeds.
        expect(snapshot().context.saved.map((copy) => copy.name)).toEqual(copyNames);
        expectSourceIntact(h);
        expectTarget(h, true);
      },
      failed: (state) => {
        expect(snapshot().matches('failed')).toBe(true);
        expect(snapshot().hasTag('error')).toBe(true);
        expectFailure(state.context.failure);
        // An answer without some selected points names them, separated by ';' (spec 01 section 4).
        const sourceAnswered = h.calls.findLast((entry) => entry.call === 'settled' && entry.step === 'fetchSource');
        const incomplete = state.context.failure === 'sourceFailed' && sourceAnswered?.call === 'settled' && sourceAnswered.outcome === 'resolve';
        expect(snapshot().context.failure?.ids).toBe(incomplete ? 'mp-b12' : undefined);
        expect(snapshot().context.saved).toEqual([]);
        // A failed copy or move leaves the source untouched and the target as it was.
        expectSourceIntact(h);
        expectTarget(h, false);
      },
      done: (state) => {
        expect(snapshot().status).toBe('done');
        expect(snapshot().matches('done')).toBe(true);
        expect(snapshot().context.saved.map((copy) => copy.name)).toEqual(copyNames);
        expectTarget(h, true);
        if (state.context.mode === 'copy') expectSourceIntact(h);
        else expect([...h.world.source.keys()], 'moved points left the source').toEqual([]);
        const saved = h.world.savedRows.at(-1);
        const pointGuids = new Set(saved?.tblMeasurementPoints?.map((point) => point.MpGuid));
        expect(saved?.tblLayers?.every((layer) => pointGuids.has(layer.MpGuid))).toBe(true);
      },
      cancelled: () => {
        expect(snapshot().status).toBe('done');
        expect(snapshot().matches('cancelled')).toBe(true);
        expectSourceIntact(h);
        expectTarget(h, false);
      },
      cancelledIncomplete: () => {
        expect(snapshot().matches('cancelled')).toBe(true);
        expectSourceIntact(h);
        expectTarget(h, true);
      },
    },
  };
}

/** Runs one model path against a fresh harness, adding what the real machine visited to `coverage`. */
const runPath = (path: StatePath<ScenarioSnapshot, ScenarioEvent>, coverage?: Coverage) => model.testPath(path, paramsFor(createHarness(coverage)));

describeModelBased('copy or move measurement points, model-based (spec 01 sections 4 and 8)', {
  model, serialize: serializeScenario, scenarioModel: copyMoveScenarioModel, machine: copyMoveMachine, outcomeNames, runPath,
});

describe('copy or move, a story (spec 01 section 4, Copy or move measurement points)', () => {
  it('the user moves B9 and B12; the source cannot be deleted, so the copies are taken back and nothing is lost; a retry moves them', async () => {
    const h = createHarness();
    const { settle, world, sourceData, destinationData } = h;
    const targetNames = () => sorted(world.target.values());
    h.open({ projectId: sourceProjectId, pointGuids: selection });
    h.actor.send({ type: 'copyMove.setOptions', options: { mode: 'move', targetProjectId } });
    h.actor.send({ type: 'copyMove.start' });
    await settle('fetchSource', 'resolve', sourceData());
    await settle('fetchDestination', 'resolve', destinationData());
    await settle('saveCopies', 'resolve');
    // The copies take the target's free names (it holds B10 and B13); the originals are still there.
    expect(targetNames()).toEqual(['B10', 'B11', 'B13', 'B14']);
    expect(sorted(world.source.keys())).toEqual(sorted(selection));

    await settle('deleteSource', 'reject');
    await settle('deleteCopies', 'resolve');
    expect(h.actor.getSnapshot().context.failure?.code).toBe('copyFailed');
    expect(targetNames()).toEqual(['B10', 'B13']);
    expect(sorted(world.source.keys())).toEqual(sorted(selection));

    h.actor.send({ type: 'copyMove.retry' });
    h.actor.send({ type: 'copyMove.start' });
    await settle('fetchSource', 'resolve', sourceData());
    await settle('fetchDestination', 'resolve', destinationData());
    await settle('saveCopies', 'resolve');
    await settle('deleteSource', 'resolve');
    expect(h.actor.getSnapshot().matches('done')).toBe(true);
    expect(targetNames()).toEqual(['B10', 'B11', 'B13', 'B14']);
    expect([...world.source.keys()]).toEqual([]);
  });
});

describe('copy or move without its services', () => {
  it('fails loudly instead of silently copying nothing', () => {
    const actor = createActor(copyMoveMachine, { input: { projectId: 7, pointGuids: ['mp-b9'] } });
    actor.start();
    actor.send({ type: 'copyMove.setOptions', options: { targetProjectId: 9 } });
    actor.send({ type: 'copyMove.start' });
    return new Promise<void>((resolve) => {
      actor.subscribe((snapshot) => {
        if (!snapshot.matches('failed')) return;
        expect(String(snapshot.context.failure?.error)).toMatch(/'fetchSource' was not provided/);
        resolve();
      });
    });
  });

  it('drops repeated and blank GUIDs from the selection', () => {
    const actor = createActor(copyMoveMachine, { input: { projectId: 7, pointGuids: ['a', ' ', 'b', 'a'] } }).start();
    expect(actor.getSnapshot().context.pointGuids).toEqual(['a', 'b']);
  });
});
