import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { CopyMoveErrorCode } from '../../machines/copy-move';

/**
 * The world around a copy or move, as the user and the data see it (spec 01 section 4, 'Copy or
 * move measurement points'; section 8, copy errors). `xstate/graph`'s createTestModel refuses
 * machines with `invoke`, so this abstract model describes what happens to the copy machine — the
 * user's choices and each service succeeding or failing — and the outcome that must follow.
 */
export interface ScenarioContext {
  mode: 'copy' | 'move';
  /** The options can run (2 copies) or cannot (101 copies). */
  valid: boolean;
  /** The catalogue error on view, if any. */
  failure: CopyMoveErrorCode | null;
}

/** Things that happen to the system under test; each is executed by the harness. */
export type ScenarioEvent =
  | { type: 'open.empty' }
  | { type: 'open.selected' }
  | { type: 'options.invalid' }
  | { type: 'options.valid' }
  | { type: 'options.move' }
  | { type: 'start' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'source.succeeds' }
  | { type: 'source.incomplete' }
  | { type: 'source.fails' }
  | { type: 'destination.succeeds' }
  | { type: 'destination.empty' }
  | { type: 'destination.fails' }
  | { type: 'prepare.fails' }
  | { type: 'save.succeeds' }
  | { type: 'save.fails' }
  | { type: 'delete.succeeds' }
  | { type: 'delete.fails' }
  | { type: 'rollback.succeeds' }
  | { type: 'rollback.fails' };

const failWith = (failure: CopyMoveErrorCode) => ({ target: 'failed', actions: { type: 'recordFailure', params: { failure } } }) as const;

/** Spec 01 section 4: options, read source, read target, prepare, save, and for a move delete the source. */
export const copyMoveScenarioModel = setup({
  types: { context: {} as ScenarioContext, events: {} as ScenarioEvent },
  guards: {
    valid: ({ context }) => context.valid,
    invalid: ({ context }) => !context.valid,
    copying: ({ context }) => context.mode === 'copy',
    moving: ({ context }) => context.mode === 'move',
  },
  actions: {
    recordFailure: assign((_, params: { failure: CopyMoveErrorCode }) => ({ failure: params.failure })),
  },
}).createMachine({
  id: 'copyMoveScenario',
  context: { mode: 'copy', valid: true, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'open.empty': { target: 'refused', actions: assign({ failure: 'selectRows' }) },
        'open.selected': 'editing',
      },
    },
    refused: { type: 'final' },
    editing: {
      on: {
        'options.invalid': { guard: 'valid', actions: assign({ valid: false }) },
        'options.valid': { guard: 'invalid', actions: assign({ valid: true }) },
        'options.move': { guard: 'copying', actions: assign({ mode: 'move' }) },
        start: [{ guard: 'valid', target: 'fetchingSource' }, { target: 'editing' }],
        cancel: 'cancelled',
      },
    },
    fetchingSource: {
      on: {
        'source.succeeds': 'fetchingDestination',
        'source.incomplete': failWith('sourceFailed'),
        'source.fails': failWith('sourceFailed'),
      },
    },
    fetchingDestination: {
      on: {
        'destination.succeeds': 'saving',
        'destination.empty': failWith('destinationEmpty'),
        'destination.fails': failWith('destinationFailed'),
        // The destination arrives, then making the copies fails (no GUIDs to be had).
        'prepare.fails': failWith('copyFailed'),
      },
    },
    saving: {
      on: {
        'save.succeeds': [{ guard: 'moving', target: 'deletingSources' }, { target: 'done' }],
        'save.fails': failWith('copyFailed'),
      },
    },
    deletingSources: {
      on: {
        'delete.succeeds': { target: 'done', actions: assign({ failure: null }) },
        'delete.fails': 'rollingBack',
      },
    },
    rollingBack: {
      on: {
        'rollback.succeeds': failWith('copyFailed'),
        'rollback.fails': { target: 'moveIncomplete', actions: assign({ failure: 'moveIncomplete' }) },
      },
    },
    moveIncomplete: {
      on: { retry: 'deletingSources', cancel: 'cancelledIncomplete' },
    },
    failed: {
      on: { retry: { target: 'editing', actions: assign({ failure: null }) }, cancel: 'cancelled' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
    /** Closed while source and copies both exist: the one end the user was warned leaves a point twice. */
    cancelledIncomplete: { type: 'final' },
  },
});

/** A snapshot of the scenario model. */
export type ScenarioSnapshot = SnapshotFrom<typeof copyMoveScenarioModel>;

/** One vertex per state and context: the context is small and finite, so traversal ends. */
export function serializeScenario(snapshot: ScenarioSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}
