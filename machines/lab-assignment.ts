import { assign, fromPromise, getInitialSnapshot, setup } from 'xstate';
import type { LabAssignment } from '../src/domain/entities/lab-assignment';

/** The word a user types to delete a sent assignment (spec 02 section 4; a sent order cannot be taken back). */
export const deleteConfirmationWord = 'DELETE';

/** What the screen opens: a project, and the stored assignment with its analysis samples (none: a new one). */
export interface LabAssignmentInput {
  projectId: number;
  stored: LabAssignment | null;
  /** AsGuids of the analysis samples on the stored assignment. */
  samples: readonly string[];
}

/** Context of the lab assignment machine. */
export interface LabAssignmentContext {
  projectId: number;
  /** The assignment as edited. */
  assignment: LabAssignment;
  /** The assignment as the server holds it; null until first saved. */
  stored: LabAssignment | null;
  samples: readonly string[];
  storedSamples: readonly string[];
  /** Why the last save, send or delete call failed (the call itself, not the lab's mail server). */
  failure: string | null;
  /** What the user typed to confirm deleting a sent assignment. */
  confirmation: string;
}

/** Events of the machine (named `lab.*`). */
export type LabAssignmentEvent =
  | { type: 'lab.edit'; fields: Partial<LabAssignment> }
  | { type: 'lab.addSamples'; guids: readonly string[] }
  | { type: 'lab.removeSamples'; guids: readonly string[] }
  | { type: 'lab.save' }
  | { type: 'lab.discard' }
  | { type: 'lab.send' }
  | { type: 'lab.retry' }
  | { type: 'lab.statusReceived'; assignment: LabAssignment }
  | { type: 'lab.delete' }
  | { type: 'lab.typeConfirmation'; text: string }
  | { type: 'lab.confirmDelete' }
  | { type: 'lab.cancelDelete' };

/** What a save is given: the assignment, its samples, and those it had (to take off the ones removed). */
export interface SaveRequest {
  projectId: number;
  assignment: LabAssignment;
  samples: readonly string[];
  previousSamples: readonly string[];
}

/** What the machine needs from the app, injected with `provide` (CONVENTIONS rule 3). */
export interface LabAssignmentServices {
  /** SetLabassignment CREATE or UPDATE, then the samples' LbID; answers the stored assignment. */
  save: (request: SaveRequest) => Promise<LabAssignment>;
  /** SendLabassignment: answers the assignment, sent or not sent with LbSendFailure. */
  send: (request: { projectId: number; lbId: number }) => Promise<LabAssignment>;
  /** SetLabassignment DELETE (soft: LbDeleted). */
  remove: (request: { projectId: number; lbId: number }) => Promise<void>;
}

function notProvided(name: keyof LabAssignmentServices): never {
  throw new Error(`labAssignmentMachine: '${name}' was not provided`);
}

const lbIdOf = (context: LabAssignmentContext) => Number(context.stored?.LbID);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The lab assignment lifecycle (spec 02 section 4): a draft is saved, then sent — the order mailed to
 * the lab — or not sent with the mail server's reason, and retried; the lab's status and report
 * number arrive later ('No lab status available yet' until then); deletion is soft. A sent
 * assignment's samples are read-only (no sample event is accepted there) and deleting it asks the
 * user to type DELETE. Every failed call leads to a state with its reason, never a throw.
 */
export const labAssignmentMachine = setup({
  types: {
    context: {} as LabAssignmentContext,
    events: {} as LabAssignmentEvent,
    input: {} as LabAssignmentInput,
  },
  guards: {
    isNew: ({ context }) => context.stored === null,
    isDeleted: ({ context }) => context.stored?.LbDeleted === true,
    isSent: ({ context }) => context.stored?.IsSent === true,
    hasSendFailure: ({ context }) => Boolean(context.stored?.LbSendFailure),
    typedDelete: ({ context }) => context.confirmation.trim() === deleteConfirmationWord,
  },
  actions: {
    edit: assign(({ context, event }) => (event.type === 'lab.edit' ? { assignment: { ...context.assignment, ...event.fields } } : {})),
    addSamples: assign(({ context, event }) => (event.type === 'lab.addSamples'
      ? { samples: [...context.samples, ...event.guids.filter((guid) => !context.samples.includes(guid))] } : {})),
    removeSamples: assign(({ context, event }) => (event.type === 'lab.removeSamples'
      ? { samples: context.samples.filter((guid) => !event.guids.includes(guid)) } : {})),
    revert: assign(({ context }) => ({ assignment: context.stored ?? {}, samples: context.storedSamples, failure: null })),
    receiveStatus: assign(({ context, event }) => (event.type === 'lab.statusReceived'
      ? { stored: event.assignment, assignment: { ...context.assignment, LabStatusCode: event.assignment.LabStatusCode, LabReportNumber: event.assignment.LabReportNumber } } : {})),
    typeConfirmation: assign(({ event }) => (event.type === 'lab.typeConfirmation' ? { confirmation: event.text } : {})),
    clearConfirmation: assign({ confirmation: '' }),
  },
  actors: {
    save: fromPromise<LabAssignment, SaveRequest>(async () => notProvided('save')),
    send: fromPromise<LabAssignment, { projectId: number; lbId: number }>(async () => notProvided('send')),
    remove: fromPromise<void, { projectId: number; lbId: number }>(async () => notProvided('remove')),
  },
}).createMachine({
  id: 'labAssignment',
  context: ({ input }) => ({
    projectId: input.projectId, assignment: input.stored ?? {}, stored: input.stored, samples: input.samples, storedSamples: input.samples,
    failure: null, confirmation: '',
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'isNew', target: 'draft' },
        { guard: 'isDeleted', target: 'softDeleted' },
        { guard: 'isSent', target: 'sent' },
        { guard: 'hasSendFailure', target: 'notSent' },
        { target: 'saved' },
      ],
    },
    draft: {
      tags: ['editable', 'samplesEditable'],
      on: {
        'lab.edit': { actions: 'edit' },
        'lab.addSamples': { actions: 'addSamples' },
        'lab.removeSamples': { actions: 'removeSamples' },
        'lab.save': 'saving',
        'lab.discard': [{ guard: 'isNew', target: 'discarded' }, { target: 'opening', actions: 'revert' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ projectId: context.projectId, assignment: context.assignment, samples: context.samples, previousSamples: context.storedSamples }),
        onDone: { target: 'opening', actions: assign(({ context, event }) => ({ stored: event.output, assignment: event.output, storedSamples: context.samples, failure: null })) },
        onError: { target: 'draft', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    saved: {
      tags: ['editable', 'samplesEditable'],
      on: {
        'lab.edit': { target: 'draft', actions: 'edit' },
        'lab.addSamples': { target: 'draft', actions: 'addSamples' },
        'lab.removeSamples': { target: 'draft', actions: 'removeSamples' },
        'lab.send': 'sending',
        'lab.delete': 'deleting',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => ({ projectId: context.projectId, lbId: lbIdOf(context) }),
        onDone: { target: 'opening', actions: assign(({ event }) => ({ stored: event.output, assignment: event.output, failure: null })) },
        // The call itself failed (no answer): the assignment stays as it was, not sent, with this reason.
        onError: { target: 'notSent', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    notSent: {
      tags: ['editable', 'samplesEditable'],
      on: {
        'lab.retry': 'sending',
        'lab.edit': { target: 'draft', actions: 'edit' },
        'lab.addSamples': { target: 'draft', actions: 'addSamples' },
        'lab.removeSamples': { target: 'draft', actions: 'removeSamples' },
        'lab.delete': 'deleting',
      },
    },
    sent: {
      on: {
        'lab.statusReceived': { actions: 'receiveStatus' },
        'lab.delete': { target: 'confirmingDelete', actions: 'clearConfirmation' },
      },
    },
    confirmingDelete: {
      on: {
        'lab.typeConfirmation': { actions: 'typeConfirmation' },
        'lab.confirmDelete': { guard: 'typedDelete', target: 'deleting' },
        'lab.cancelDelete': { target: 'sent', actions: 'clearConfirmation' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ projectId: context.projectId, lbId: lbIdOf(context) }),
        onDone: { target: 'softDeleted', actions: assign(({ context }) => ({ stored: { ...context.stored, LbDeleted: true }, failure: null })) },
        onError: { target: 'opening', actions: assign({ failure: ({ event }) => messageOf(event.error), confirmation: '' }) },
      },
    },
    softDeleted: { type: 'final' },
    discarded: { type: 'final' },
  },
});

/** The machine with the app's calls wired in. */
export function withLabAssignmentServices(services: LabAssignmentServices) {
  return labAssignmentMachine.provide({
    actors: {
      save: fromPromise<LabAssignment, SaveRequest>(({ input }) => services.save(input)),
      send: fromPromise<LabAssignment, { projectId: number; lbId: number }>(({ input }) => services.send(input)),
      remove: fromPromise<void, { projectId: number; lbId: number }>(({ input }) => services.remove(input)),
    },
  });
}

/**
 * Whether the analysis samples on a stored assignment may still change, by the machine's own guards
 * (the state a stored assignment opens in carries the tag 'samplesEditable'): not on a sent one
 * (spec 02 section 4, 'a sent assignment's samples are read-only'), nor on a deleted one.
 */
export function assignmentSamplesEditable(assignment: LabAssignment): boolean {
  return getInitialSnapshot(labAssignmentMachine, { projectId: 0, stored: assignment, samples: [] }).hasTag('samplesEditable');
}
