import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { navigationAutosaveMachine, VALIDATION_POLL_MS } from '../../machines/navigation-autosave';
import { callsOf, createHarness } from './navigation-autosave.harness';
import type { Call, Coverage, Harness } from './navigation-autosave.harness';
import { navigationScenarioModel, serializeScenario } from './navigation-autosave.model';
import type { ScenarioEvent, ScenarioSnapshot } from './navigation-autosave.model';
import type { OutcomeNames } from './machine-graph';
import { describeModelBased } from './model-based-suite';

const SAVE_ERROR = new Error('SetMeasurementPoint refused');
/** Validation finishes part-way through a poll interval, so 'within 100 ms' is measured, not given. */
const VALIDATION_FINISHES_AFTER_MS = 40;

const model = createTestModel(navigationScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

const destinationFor = (snapshot: ScenarioSnapshot) => (snapshot.context.replaced ? '/project/12/point/second' : '/project/12/point/first');
const indexOf = (calls: Call[], kind: Call['call']) => calls.findIndex((entry) => entry.call === kind);

function expectOrder(calls: Call[], ...kinds: Array<Call['call']>) {
  const positions = kinds.map((kind) => indexOf(calls, kind));
  expect(positions.every((position) => position >= 0), `calls ${kinds.join(', ')} in ${JSON.stringify(calls)}`).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

const destination = (snapshot: ScenarioSnapshot) => (snapshot.context.replaced ? 'the last destination asked' : 'the destination asked');

/** What each path proves, in the words of the state checks below: the last event, then where it leaves the user. */
const outcomeNames: OutcomeNames<ScenarioSnapshot, ScenarioEvent['type']> = {
  causes: {
    'user.edits': 'user edits',
    'validation.starts': 'validation starts',
    'validation.finishes': 'validation finishes',
    'navigation.requested': (snapshot) => (snapshot.context.replaced ? 'another navigation asked' : 'navigation asked'),
    'clock.elapses': 'one poll interval passes',
    'save.succeeds': 'saved',
    'save.fails': 'save fails',
  },
  outcomes: {
    idle: (snapshot) => (snapshot.context.dirty ? 'edits stay on screen, nothing called' : 'nothing called'),
    waitingForValidation: (snapshot) => (snapshot.context.validationPending
      ? 'waits for validation, checking every 100 ms; nothing saved, not navigated'
      : 'goes on at the next check, within 100 ms; nothing saved, not navigated yet'),
    saving: () => 'editors unfocused, one save in flight, not navigated yet',
    navigatedClean: (snapshot) => `navigated to ${destination(snapshot)} without saving`,
    navigatedSaved: (snapshot) => `navigated to ${destination(snapshot)}, nothing pending`,
    navigatedWithDraft: (snapshot) => `error logged, edits kept as a draft, navigated to ${destination(snapshot)}`,
  },
};

/** Drives the real machine through one model path and checks what each model state promises. */
function paramsFor(h: Harness): TestParam<ScenarioSnapshot, ScenarioEvent> {
  let requestedAt: number | null = null;
  let finishedAt: number | null = null;

  const expectNavigatedOnce = (snapshot: ScenarioSnapshot) => {
    expect(h.actor.getSnapshot().matches('idle')).toBe(true);
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(callsOf(h.calls, 'navigate').map((entry) => entry.to)).toEqual([destinationFor(snapshot)]);
    const unfocused = callsOf(h.calls, 'unfocus');
    expect(unfocused).toHaveLength(1);
    expect(unfocused[0]?.validationPending).toBe(false);
    if (finishedAt !== null && unfocused[0]) {
      // Spec 01 section 4: checked every 100 ms, so the wait ends at most one interval late.
      expect(unfocused[0].at - finishedAt).toBeGreaterThanOrEqual(0);
      expect(unfocused[0].at - finishedAt).toBeLessThanOrEqual(VALIDATION_POLL_MS);
    }
  };

  return {
    events: {
      // The last keystrokes are still in the focused editor: only unfocusing commits them.
      'user.edits': () => {
        h.world.typing = true;
      },
      'validation.starts': () => {
        h.world.validationPending = true;
      },
      'validation.finishes': () => {
        h.advance(VALIDATION_FINISHES_AFTER_MS);
        h.world.validationPending = false;
        finishedAt = h.clock.now();
      },
      'navigation.requested': ({ state }) => {
        requestedAt ??= h.clock.now();
        h.actor.send({ type: 'navigation.requested', to: destinationFor(state) });
      },
      'clock.elapses': () => h.advance(VALIDATION_POLL_MS),
      'save.succeeds': () => h.settle('resolve'),
      'save.fails': () => h.settle('reject', SAVE_ERROR),
    },
    states: {
      idle: () => {
        expect(h.actor.getSnapshot().matches('idle')).toBe(true);
        expect(h.calls).toEqual([]);
      },
      waitingForValidation: () => {
        expect(h.actor.getSnapshot().matches('waitingForValidation')).toBe(true);
        expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(h.calls.filter((entry) => entry.call !== 'check')).toEqual([]);
        const elapsed = h.clock.now() - (requestedAt ?? Number.NaN);
        expect(callsOf(h.calls, 'check')).toHaveLength(1 + Math.floor(elapsed / VALIDATION_POLL_MS));
      },
      saving: () => {
        expect(h.actor.getSnapshot().matches('saving')).toBe(true);
        expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
        expect(callsOf(h.calls, 'unfocus').map((entry) => entry.validationPending)).toEqual([false]);
        expect(callsOf(h.calls, 'save')).toHaveLength(1);
        expectOrder(h.calls, 'unfocus', 'save');
        expect(callsOf(h.calls, 'navigate')).toEqual([]);
      },
      navigatedClean: (snapshot) => {
        expectNavigatedOnce(snapshot);
        expect(callsOf(h.calls, 'save')).toEqual([]);
        expect(callsOf(h.calls, 'keepDraft')).toEqual([]);
        expect(callsOf(h.calls, 'navigate')[0]?.at).toBe(callsOf(h.calls, 'unfocus')[0]?.at);
      },
      navigatedSaved: (snapshot) => {
        expectNavigatedOnce(snapshot);
        expect(callsOf(h.calls, 'save')).toHaveLength(1);
        expectOrder(h.calls, 'unfocus', 'save', 'saved', 'navigate');
        expect(callsOf(h.calls, 'logSaveError')).toEqual([]);
        expect(callsOf(h.calls, 'keepDraft')).toEqual([]);
      },
      navigatedWithDraft: (snapshot) => {
        expectNavigatedOnce(snapshot);
        expect(callsOf(h.calls, 'logSaveError').map((entry) => entry.error)).toEqual([SAVE_ERROR]);
        expect(callsOf(h.calls, 'keepDraft')).toHaveLength(1);
        expectOrder(h.calls, 'unfocus', 'save', 'logSaveError', 'keepDraft', 'navigate');
      },
    },
  };
}

/** Runs one model path against a fresh harness, adding what the real machine visited to `coverage`. */
const runPath = (path: StatePath<ScenarioSnapshot, ScenarioEvent>, coverage?: Coverage) => model.testPath(path, paramsFor(createHarness(coverage)));

describeModelBased('navigation auto-save, model-based (spec 01 section 4, Navigation)', {
  model, serialize: serializeScenario, scenarioModel: navigationScenarioModel, machine: navigationAutosaveMachine, outcomeNames, runPath,
});

describe('navigation auto-save, a story (spec 01 section 4, Navigation)', () => {
  it('the user renames a point and clicks the next one while the name is being checked: the app waits, saves, then goes', async () => {
    const { actor, world, calls, advance, settle } = createHarness();
    world.typing = true; // the new name is still in the focused editor
    world.validationPending = true; // and the editor is checking it
    actor.send({ type: 'navigation.requested', to: '/project/12/point/B002' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    advance(VALIDATION_POLL_MS); // still checking: nothing is saved, nobody moves
    expect(callsOf(calls, 'save')).toEqual([]);
    world.validationPending = false; // the check passes
    advance(VALIDATION_POLL_MS);
    // Within one poll the editor lets go of the typing, which makes the screen dirty, so it is saved.
    expect(callsOf(calls, 'unfocus')).toHaveLength(1);
    expect(callsOf(calls, 'save')).toHaveLength(1);
    expect(callsOf(calls, 'navigate')).toEqual([]);

    await settle('resolve');
    expect(callsOf(calls, 'navigate').map((call) => call.to)).toEqual(['/project/12/point/B002']);
    expect(callsOf(calls, 'keepDraft')).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});

describe('navigation auto-save without its services', () => {
  it('fails loudly instead of silently not navigating', () => {
    const actor = createActor(navigationAutosaveMachine);
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'navigation.requested', to: '/project/12' });
    expect(actor.getSnapshot().status).toBe('error');
  });
});
