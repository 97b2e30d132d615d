import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { createWaterSamplesMachine } from '../../machines/create-water-samples';
import { chosen, createHarness, projectId, tubes } from './create-water-samples.harness';
import type { Harness } from './create-water-samples.harness';
import { createSamplesScenarioModel, plannedCount, serializeScenario } from './create-water-samples.model';
import type { ScenarioEvent, ScenarioSnapshot } from './create-water-samples.model';
import { declaredScenarioEdges, edgePaths, machineGraph, takenScenarioEdges } from './machine-graph';
import type { Coverage } from './machine-graph';

/** B017-1 holds B017-1-1 already; B018-1 has none. */
const plannedNames = ['B017-1-2', 'B018-1-1'];

const model = createTestModel(createSamplesScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

const describePath = (path: StatePath<ScenarioSnapshot, ScenarioEvent>) => path.steps.slice(1).map((step) => step.event.type).join(' → ') || '(opened)';

/** Drives the real machine through one model path and checks what each model state promises. */
function paramsFor(h: Harness): TestParam<ScenarioSnapshot, ScenarioEvent> {
  const snapshot = () => h.actor.getSnapshot();
  const send = (event: Parameters<Harness['actor']['send']>[0]) => h.actor.send(event);
  /** The server holds exactly the first `created` planned samples, each once, under their tubes. */
  const expectServer = (created: number) => {
    expect(h.inserted.map((sample) => sample.row.WsName)).toEqual(plannedNames.slice(0, created));
    expect(h.inserted.map((sample) => sample.tube.ftGuid)).toEqual(chosen.slice(0, created));
  };
  /** The dialog's 'n of m': n the samples created, m the planned ones (none before the names are read). */
  const expectProgress = (state: ScenarioSnapshot) => {
    expect(snapshot().context.created).toBe(state.context.created);
    expect(snapshot().context.planned.length).toBe(state.context.planned ? plannedCount : 0);
  };
  return {
    events: {
      'options.invalid': () => send({ type: 'createSamples.setOptions', options: { matrix: 'OW' } }),
      'options.valid': () => send({ type: 'createSamples.setOptions', options: { matrix: 'GW' } }),
      start: () => send({ type: 'createSamples.start' }),
      cancel: () => send({ type: 'createSamples.cancel' }),
      retry: () => send({ type: 'createSamples.retry' }),
      stop: () => send({ type: 'createSamples.stop' }),
      'plan.succeeds': () => h.settle('fetchSampleNames', 'resolve'),
      'plan.fails': () => h.settle('fetchSampleNames', 'reject'),
      'create.succeeds': () => h.settle('createSample', 'resolve'),
      'create.fails': () => h.settle('createSample', 'reject'),
    },
    states: {
      editing: (state) => {
        expect(snapshot().matches('editing')).toBe(true);
        expect(snapshot().context.issues.length === 0).toBe(state.context.valid);
        // A start with choices that cannot run shows the issues and calls nothing.
        expect(h.calls).toEqual([]);
      },
      planning: () => {
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(h.pending()?.request).toEqual({ projectId });
        expectServer(0);
      },
      creating: (state) => {
        expect(snapshot().hasTag('busy')).toBe(true);
        expectProgress(state);
        expect(snapshot().context.stopRequested).toBe(state.context.stopRequested);
        const request = h.pending()?.request as { projectId: number; sample: { row: { WsName: string; WsMatrixCode: string; WsDate: string } } };
        expect(request.projectId).toBe(projectId);
        expect(request.sample.row).toMatchObject({ WsName: plannedNames[state.context.created], WsMatrixCode: 'GW', WsDate: '2026-11-24' });
        expectServer(state.context.created);
      },
      failed: (state) => {
        expect(snapshot().hasTag('error')).toBe(true);
        expect(snapshot().context.failure?.step).toBe(state.context.failure);
        expectProgress(state);
        expectServer(state.context.created);
      },
      done: () => {
        expect(snapshot().status).toBe('done');
        expect(snapshot().matches('done')).toBe(true);
        expect(snapshot().context.created).toBe(plannedCount);
        expectServer(plannedCount);
      },
      stopped: (state) => {
        expect(snapshot().matches('stopped')).toBe(true);
        expect(state.context.created).toBeLessThan(plannedCount);
        expectProgress(state);
        expectServer(state.context.created);
      },
      cancelled: (state) => {
        expect(snapshot().matches('cancelled')).toBe(true);
        expectServer(state.context.created);
      },
    },
  };
}

describe('create water samples, model-based (spec 02 section 2, issue 6)', () => {
  const paths = edgePaths(model, serializeScenario);
  const coverage: Coverage = { states: new Set(), transitions: new Set() };

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(coverage);
    h.actor.send({ type: 'createSamples.select', ftGuids: chosen });
    await model.testPath(path, paramsFor(h));
  });

  it('takes every event of every model state somewhere', () => {
    expect(takenScenarioEdges(paths)).toEqual(declaredScenarioEdges(createSamplesScenarioModel));
  });

  it('reached every state and every transition of the real machine', () => {
    const graph = machineGraph(createWaterSamplesMachine);
    expect([...coverage.states].sort()).toEqual([...graph.states].sort());
    expect([...coverage.transitions].sort()).toEqual([...graph.transitions].sort());
  });
});

describe('create water samples without its services', () => {
  it('fails at the plan step instead of creating nothing silently', async () => {
    const actor = createActor(createWaterSamplesMachine, { input: { projectId, tubes, today: '2026-11-24' } }).start();
    actor.send({ type: 'createSamples.select', ftGuids: chosen });
    actor.send({ type: 'createSamples.start' });
    await new Promise<void>((resolve) => {
      actor.subscribe((snapshot) => {
        if (!snapshot.matches('failed')) return;
        expect(String(snapshot.context.failure?.error)).toMatch(/'fetchSampleNames' was not provided/);
        resolve();
      });
    });
  });

  it('keeps the selection in the dialog\'s order and refuses a start without a tube', () => {
    const actor = createActor(createWaterSamplesMachine, { input: { projectId, tubes, today: '2026-11-24' } }).start();
    actor.send({ type: 'createSamples.start' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(actor.getSnapshot().context.issues.map((issue) => issue.code)).toEqual(['sampleGrids.issue.selectTubes']);
    actor.send({ type: 'createSamples.select', ftGuids: ['ft-B019', 'nope', 'ft-B017'] });
    expect(actor.getSnapshot().context.selected).toEqual(['ft-B017', 'ft-B019']);
  });
});
