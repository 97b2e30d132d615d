import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** What the server holds of the assignment: nothing yet, saved, saved with a failed send, or sent. */
type Stored = 'none' | 'saved' | 'notSent' | 'sent';

/**
 * The world around a lab assignment (spec 02 section 4) as the lab coordinator and the server see
 * it: `xstate/graph` cannot walk a machine with `invoke`, so this abstract model says what happens —
 * opening an assignment in each state, editing, each call succeeding or failing, the lab's mail
 * server accepting or refusing the order, the lab's status arriving — and what must follow.
 */
export interface ScenarioContext {
  stored: Stored;
  /** The lab's status and report number have arrived. */
  statusArrived: boolean;
  /** What the user typed to confirm deleting a sent assignment: nothing, a wrong word, or DELETE. */
  typed: 'nothing' | 'wrong' | 'DELETE';
  /** The last call failed (save, the send call itself, delete). */
  callFailed: boolean;
}

/** Things that happen to the system under test; each is executed by the harness. */
export type ScenarioEvent =
  | { type: 'open.new' } | { type: 'open.saved' } | { type: 'open.notSent' } | { type: 'open.sent' } | { type: 'open.deleted' }
  | { type: 'edit' } | { type: 'addSamples' } | { type: 'removeSamples' } | { type: 'save' } | { type: 'discard' }
  | { type: 'save.succeeds' } | { type: 'save.fails' }
  | { type: 'send' } | { type: 'retry' }
  | { type: 'mail.accepted' } | { type: 'mail.refused' } | { type: 'send.callFails' }
  | { type: 'status.arrives' }
  | { type: 'delete' } | { type: 'type.wrong' } | { type: 'type.DELETE' } | { type: 'confirm' } | { type: 'cancel' }
  | { type: 'delete.succeeds' } | { type: 'delete.fails' };

/** Open, edit, save, send (accepted, refused, call failing), status, delete (typed DELETE for a sent one). */
export const labAssignmentScenarioModel = setup({
  types: { context: {} as ScenarioContext, events: {} as ScenarioEvent },
  guards: {
    isNew: ({ context }) => context.stored === 'none',
    storedNotSent: ({ context }) => context.stored === 'notSent',
    storedSent: ({ context }) => context.stored === 'sent',
    typedDelete: ({ context }) => context.typed === 'DELETE',
    noStatusYet: ({ context }) => !context.statusArrived,
    notTypedWrong: ({ context }) => context.typed !== 'wrong',
    notTypedDelete: ({ context }) => context.typed !== 'DELETE',
  },
}).createMachine({
  id: 'labAssignmentScenario',
  context: { stored: 'none', statusArrived: false, typed: 'nothing', callFailed: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'open.new': 'draft',
        'open.saved': { target: 'saved', actions: assign({ stored: 'saved' as const, callFailed: false }) },
        'open.notSent': { target: 'notSent', actions: assign({ stored: 'notSent' as const, callFailed: false }) },
        'open.sent': { target: 'sent', actions: assign({ stored: 'sent' as const, callFailed: false }) },
        'open.deleted': 'softDeleted',
      },
    },
    draft: {
      on: {
        edit: 'draft',
        addSamples: 'draft',
        removeSamples: 'draft',
        save: 'saving',
        discard: [
          { guard: 'isNew', target: 'discarded' },
          { guard: 'storedNotSent', target: 'notSent', actions: assign({ callFailed: false }) },
          { target: 'saved', actions: assign({ callFailed: false }) },
        ],
      },
    },
    saving: {
      on: {
        'save.succeeds': [
          { guard: 'storedNotSent', target: 'notSent', actions: assign({ callFailed: false }) },
          { target: 'saved', actions: assign({ stored: 'saved' as const, callFailed: false }) },
        ],
        'save.fails': { target: 'draft', actions: assign({ callFailed: true }) },
      },
    },
    saved: {
      on: {
        edit: 'draft',
        addSamples: 'draft',
        removeSamples: 'draft',
        send: 'sending',
        delete: 'deleting',
      },
    },
    sending: {
      on: {
        'mail.accepted': { target: 'sent', actions: assign({ stored: 'sent' as const, callFailed: false }) },
        'mail.refused': { target: 'notSent', actions: assign({ stored: 'notSent' as const, callFailed: false }) },
        'send.callFails': { target: 'notSent', actions: assign({ callFailed: true }) },
      },
    },
    notSent: {
      on: {
        retry: 'sending',
        edit: 'draft',
        addSamples: 'draft',
        removeSamples: 'draft',
        delete: 'deleting',
      },
    },
    sent: {
      on: {
        'status.arrives': { guard: 'noStatusYet', actions: assign({ statusArrived: true }) },
        delete: { target: 'confirmingDelete', actions: assign({ typed: 'nothing' }) },
      },
    },
    confirmingDelete: {
      on: {
        'type.wrong': { guard: 'notTypedWrong', actions: assign({ typed: 'wrong' }) },
        'type.DELETE': { guard: 'notTypedDelete', actions: assign({ typed: 'DELETE' }) },
        confirm: [{ guard: 'typedDelete', target: 'deleting' }, { target: 'confirmingDelete' }],
        cancel: { target: 'sent', actions: assign({ typed: 'nothing' }) },
      },
    },
    deleting: {
      on: {
        'delete.succeeds': 'softDeleted',
        'delete.fails': [
          { guard: 'storedSent', target: 'sent', actions: assign({ callFailed: true, typed: 'nothing' }) },
          { guard: 'storedNotSent', target: 'notSent', actions: assign({ callFailed: true }) },
          { target: 'saved', actions: assign({ callFailed: true }) },
        ],
      },
    },
    softDeleted: { type: 'final' },
    discarded: { type: 'final' },
  },
});

/** A snapshot of the scenario model. */
export type ScenarioSnapshot = SnapshotFrom<typeof labAssignmentScenarioModel>;

/** One vertex per state and context: the context is small and finite, so traversal ends. */
export function serializeScenario(snapshot: ScenarioSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}
