import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/**
 * The world around a navigation, as seen by the user (spec 01 section 4, 'Navigation').
 * `xstate/graph`'s createTestModel refuses machines with `invoke` or `after`, so the
 * navigation machine cannot be its own model: this abstract model describes the environment
 * (editors, the screen, the clock, the save) and the outcome the user must see.
 */
export interface ScenarioContext {
  dirty: boolean;
  validationPending: boolean;
  /** A second request arrived while busy; one is enough to show 'the last one wins'. */
  replaced: boolean;
}

/** Things that happen to the system under test; each is executed by the harness. */
export type ScenarioEvent =
  | { type: 'user.edits' }
  | { type: 'validation.starts' }
  | { type: 'validation.finishes' }
  | { type: 'navigation.requested' }
  | { type: 'clock.elapses' }
  | { type: 'save.succeeds' }
  | { type: 'save.fails' };

const editorEvents = {
  'user.edits': { guard: 'clean', actions: 'markDirty' },
  'validation.starts': { guard: 'validationIdle', actions: 'startValidation' },
  'validation.finishes': { guard: 'validationPending', actions: 'finishValidation' },
} as const;

const replaceDestination = { guard: 'notReplaced', actions: 'markReplaced' } as const;

/** Spec 01 section 4: wait for validation, then save only when dirty, then navigate. */
export const navigationScenarioModel = setup({
  types: { context: {} as ScenarioContext, events: {} as ScenarioEvent },
  guards: {
    clean: ({ context }) => !context.dirty,
    dirty: ({ context }) => context.dirty,
    validationIdle: ({ context }) => !context.validationPending,
    validationPending: ({ context }) => context.validationPending,
    notReplaced: ({ context }) => !context.replaced,
  },
  actions: {
    markDirty: assign({ dirty: true }),
    startValidation: assign({ validationPending: true }),
    finishValidation: assign({ validationPending: false }),
    markReplaced: assign({ replaced: true }),
  },
}).createMachine({
  id: 'navigationScenario',
  context: { dirty: false, validationPending: false, replaced: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...editorEvents,
        'navigation.requested': [
          { guard: 'validationPending', target: 'waitingForValidation' },
          { guard: 'dirty', target: 'saving' },
          { target: 'navigatedClean' },
        ],
      },
    },
    waitingForValidation: {
      on: {
        ...editorEvents,
        'navigation.requested': replaceDestination,
        // One poll interval: still pending keeps waiting (a targeted self-transition, so
        // `snapshot.can` reports it); otherwise go on within that interval.
        'clock.elapses': [
          { guard: 'validationPending', target: 'waitingForValidation' },
          { guard: 'dirty', target: 'saving' },
          { target: 'navigatedClean' },
        ],
      },
    },
    saving: {
      on: {
        'navigation.requested': replaceDestination,
        'save.succeeds': 'navigatedSaved',
        'save.fails': 'navigatedWithDraft',
      },
    },
    navigatedClean: { type: 'final' },
    navigatedSaved: { type: 'final' },
    navigatedWithDraft: { type: 'final' },
  },
});

/** A snapshot of the scenario model. */
export type ScenarioSnapshot = SnapshotFrom<typeof navigationScenarioModel>;

/** One vertex per state and context: the context is three booleans, so traversal ends. */
export function serializeScenario(snapshot: ScenarioSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}
