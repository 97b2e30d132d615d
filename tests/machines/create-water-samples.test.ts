import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { createWaterSamplesMachine } from '../../machines/create-water-samples';
import { chosen, createHarness, projectId, tubes } from './create-water-samples.harness';
import type { Harness } from './create-water-samples.harness';
import { createSamplesScenarioModel, plannedCount, serializeScenario } from './create-water-samples.model';
import type { ScenarioEvent, ScenarioSnapshot } from './create-water-samples.model';
import type { Coverage, OutcomeNames } from './machine-graph';
import { describeModelBased } from './model-based-suite';

/** B017-1 holds B017-1-1 already; B018-1 has none. */
const plannedNames = ['B017-1-2', 'B018-1-1'];

const model = createTestModel(createSamplesScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

/** What the server holds after the run so far: 'nothing created' or 'n of 2 created, each once'. */
const createdOnce = (state: ScenarioSnapshot) => (state.context.created === 0 ? 'nothing created' : `${state.context.created} of ${plannedCount} created, each once`);

/** What each path proves, in the words of the state checks below: the last event, then what the dialog and the server show. */
const outcomeNames: OutcomeNames<ScenarioSnapshot, ScenarioEvent['type']> = {
  causes: {
    'options.invalid': 'surface water (OW) chosen for tubes',
    'options.valid': 'groundwater (GW) chosen',
    start: 'started',
    cancel: 'cancelled',
    retry: 'retried',
    stop: 'stop asked',
    'plan.succeeds': 'names read',
    'plan.fails': 'reading the names fails',
    'create.succeeds': 'sample created',
    'create.fails': 'creating a sample fails',
  },
  outcomes: {
    editing: (state) => `${state.context.valid ? 'choices shown' : 'issues shown'}, nothing called`,
    planning: () => 'reading the names, nothing created',
    creating: (state) => `creating ${plannedNames[state.context.created]} (${state.context.created + 1} of ${plannedCount})${state.context.stopRequested ? ', stopping after it' : ''}`,
    failed: (state) => `fails at ${state.context.failure === 'plan' ? 'the names' : 'the insert'}; ${createdOnce(state)}`,
    done: createdOnce,
    stopped: (state) => `stopped; ${createdOnce(state)}`,
    cancelled: (state) => `closed; ${createdOnce(state)}`,
  },
};

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

/** Runs one model path against a fresh harness with the two tubes chosen, adding what the real machine visited to `coverage`. */
async function runPath(path: StatePath<ScenarioSnapshot, ScenarioEvent>, coverage?: Coverage): Promise<void> {
  const h = createHarness(coverage);
  h.actor.send({ type: 'createSamples.select', ftGuids: chosen });
  await model.testPath(path, paramsFor(h));
}

describeModelBased('create water samples, model-based (spec 02 section 2)', {
  model, serialize: serializeScenario, scenarioModel: createSamplesScenarioModel, machine: createWaterSamplesMachine, outcomeNames, runPath,
});

describe('create water samples, a story (spec 02 section 2)', () => {
  it('the user chooses B017-1 and B018-1 and starts: the names are read, then one sample per tube, counted n of 2', async () => {
    const { actor, settle, inserted } = createHarness();
    actor.send({ type: 'createSamples.select', ftGuids: chosen });
    actor.send({ type: 'createSamples.start' });
    await settle('fetchSampleNames', 'resolve');
    // B017-1 already holds B017-1-1, so its new sample is B017-1-2.
    expect(actor.getSnapshot().context.planned.map((sample) => sample.row.WsName)).toEqual(['B017-1-2', 'B018-1-1']);
    expect(actor.getSnapshot().context.created).toBe(0);

    await settle('createSample', 'resolve');
    expect(actor.getSnapshot().context.created).toBe(1);
    await settle('createSample', 'resolve');
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(inserted.map((sample) => [sample.row.WsName, sample.tube.tubeName])).toEqual([['B017-1-2', 'B017-1'], ['B018-1-1', 'B018-1']]);
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
