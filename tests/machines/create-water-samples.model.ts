import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** The tubes every scenario chooses: two, so a run creates 'n of 2'. */
export const plannedCount = 2;

/**
 * The world around the create water samples dialog (spec 02 section 2: progress per sample, 'n of
 * m'), as the user and the server see it: `xstate/graph` cannot walk a machine with `invoke`, so
 * this abstract model says what happens — choices, the name read and each INSERT succeeding or
 * failing, a stop — and what must follow.
 */
export interface ScenarioContext {
  valid: boolean;
  /** Samples the server holds from this run. */
  created: number;
  stopRequested: boolean;
  planned: boolean;
  failure: 'plan' | 'create' | null;
}

/** Things that happen to the system under test; each is executed by the harness. */
export type ScenarioEvent =
  | { type: 'options.invalid' }
  | { type: 'options.valid' }
  | { type: 'start' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'stop' }
  | { type: 'plan.succeeds' }
  | { type: 'plan.fails' }
  | { type: 'create.succeeds' }
  | { type: 'create.fails' };

/** Choose, read the names, create one INSERT per tube; stop, fail and retry along the way. */
export const createSamplesScenarioModel = setup({
  types: { context: {} as ScenarioContext, events: {} as ScenarioEvent },
  guards: {
    valid: ({ context }) => context.valid,
    invalid: ({ context }) => !context.valid,
    lastOne: ({ context }) => context.created + 1 === plannedCount,
    stopRequested: ({ context }) => context.stopRequested,
    notStopping: ({ context }) => !context.stopRequested,
    planned: ({ context }) => context.planned,
  },
}).createMachine({
  id: 'createSamplesScenario',
  context: { valid: true, created: 0, stopRequested: false, planned: false, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'options.invalid': { guard: 'valid', actions: assign({ valid: false }) },
        'options.valid': { guard: 'invalid', actions: assign({ valid: true }) },
        start: [{ guard: 'valid', target: 'planning' }, { target: 'editing' }],
        cancel: 'cancelled',
      },
    },
    planning: {
      on: {
        'plan.succeeds': { target: 'creating', actions: assign({ planned: true }) },
        'plan.fails': { target: 'failed', actions: assign({ failure: 'plan' }) },
      },
    },
    creating: {
      on: {
        'create.succeeds': [
          { guard: 'lastOne', target: 'done', actions: assign({ created: ({ context }) => context.created + 1 }) },
          { guard: 'stopRequested', target: 'stopped', actions: assign({ created: ({ context }) => context.created + 1 }) },
          { target: 'creating', actions: assign({ created: ({ context }) => context.created + 1 }) },
        ],
        'create.fails': { target: 'failed', actions: assign({ failure: 'create' }) },
        stop: { guard: 'notStopping', actions: assign({ stopRequested: true }) },
      },
    },
    failed: {
      on: {
        retry: [
          { guard: 'planned', target: 'creating', actions: assign({ failure: null, stopRequested: false }) },
          { target: 'planning', actions: assign({ failure: null }) },
        ],
        cancel: 'cancelled',
      },
    },
    done: { type: 'final' },
    stopped: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** A snapshot of the scenario model. */
export type ScenarioSnapshot = SnapshotFrom<typeof createSamplesScenarioModel>;

/** One vertex per state and context: the context is small and finite, so traversal ends. */
export function serializeScenario(snapshot: ScenarioSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}
