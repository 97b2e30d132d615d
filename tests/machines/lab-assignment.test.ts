import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { deleteConfirmationWord, labAssignmentMachine } from '../../machines/lab-assignment';
import type { LabAssignmentEvent } from '../../machines/lab-assignment';
import { createHarness, lbId, mailRefusal, projectId } from './lab-assignment.harness';
import type { Harness } from './lab-assignment.harness';
import { labAssignmentScenarioModel, serializeScenario } from './lab-assignment.model';
import type { ScenarioEvent, ScenarioSnapshot } from './lab-assignment.model';
import type { Coverage, OutcomeNames } from './machine-graph';
import { describeModelBased } from './model-based-suite';

const model = createTestModel(labAssignmentScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

const onServer = (state: ScenarioSnapshot) => ({ none: 'nothing on the server', saved: 'saved on the server', notSent: 'not sent on the server', sent: 'sent on the server' })[state.context.stored];

/** What each path proves: the last event, then what the screen and the server show. */
const outcomeNames: OutcomeNames<ScenarioSnapshot, ScenarioEvent['type']> = {
  causes: {
    'open.new': 'new assignment', 'open.saved': 'saved one opened', 'open.notSent': 'not-sent one opened', 'open.sent': 'sent one opened', 'open.deleted': 'deleted one opened',
    edit: 'field edited', addSamples: 'samples added', removeSamples: 'sample taken off', save: 'saved', discard: 'changes discarded',
    'save.succeeds': 'save succeeds', 'save.fails': 'save fails',
    send: 'sent to the lab', retry: 'retried',
    'mail.accepted': 'mail server accepts the order', 'mail.refused': 'mail server refuses the order', 'send.callFails': 'send call fails',
    'status.arrives': 'lab status and report number arrive',
    delete: 'delete asked', 'type.wrong': 'a wrong word typed', 'type.DELETE': 'DELETE typed', confirm: 'delete confirmed', cancel: 'delete cancelled',
    'delete.succeeds': 'delete succeeds', 'delete.fails': 'delete fails',
  },
  outcomes: {
    closed: () => 'nothing open',
    draft: (state) => `draft with samples editable${state.context.callFailed ? ', the failure shown' : ''}; ${onServer(state)}`,
    saving: () => 'saving',
    saved: (state) => `saved, can send${state.context.callFailed ? ', the failure shown' : ''}`,
    sending: () => 'sending the order',
    notSent: (state) => `not sent with the reason (${state.context.callFailed ? 'the call' : 'the mail server'}), can retry`,
    sent: (state) => `sent, samples read-only, ${state.context.statusArrived ? 'status and report number shown' : "'No lab status available yet'"}${state.context.callFailed ? ', the failure shown' : ''}`,
    confirmingDelete: (state) => `asks to type DELETE (${state.context.typed === 'DELETE' ? 'typed' : state.context.typed === 'wrong' ? 'a wrong word typed, delete refused' : 'nothing typed'})`,
    deleting: () => 'deleting',
    softDeleted: () => 'soft-deleted: LbDeleted set, the row kept',
    discarded: () => 'discarded, nothing saved',
  },
};

/** Drives the real machine through one model path and checks what each model state promises. */
function paramsFor(h: Harness): TestParam<ScenarioSnapshot, ScenarioEvent> {
  const snapshot = () => h.current().getSnapshot();
  const send = (event: LabAssignmentEvent) => h.current().send(event);
  const expectFailureShown = (state: ScenarioSnapshot) => expect(snapshot().context.failure !== null).toBe(state.context.callFailed);
  const samplesEditable = () => snapshot().can({ type: 'lab.addSamples', guids: ['as-x'] });
  return {
    events: {
      'open.new': () => h.open('new'),
      'open.saved': () => h.open('saved'),
      'open.notSent': () => h.open('notSent'),
      'open.sent': () => h.open('sent'),
      'open.deleted': () => h.open('deleted'),
      edit: () => send({ type: 'lab.edit', fields: { OrderNr: 'ORD-EDITED', LbLabEmail: 'lab@lab.test' } }),
      addSamples: () => send({ type: 'lab.addSamples', guids: ['as-2', 'as-3'] }),
      removeSamples: () => send({ type: 'lab.removeSamples', guids: ['as-1'] }),
      save: () => send({ type: 'lab.save' }),
      discard: () => send({ type: 'lab.discard' }),
      'save.succeeds': () => h.settle('save', 'resolve'),
      'save.fails': () => h.settle('save', 'reject'),
      send: () => send({ type: 'lab.send' }),
      retry: () => send({ type: 'lab.retry' }),
      'mail.accepted': () => h.settle('send', 'resolve', 'accepted'),
      'mail.refused': () => h.settle('send', 'resolve', 'refused'),
      'send.callFails': () => h.settle('send', 'reject'),
      'status.arrives': () => send({ type: 'lab.statusReceived', assignment: { ...h.server.row, LabStatusCode: 'RECEIVED', LabReportNumber: 'R-2026-17' } }),
      delete: () => send({ type: 'lab.delete' }),
      'type.wrong': () => send({ type: 'lab.typeConfirmation', text: 'delete please' }),
      'type.DELETE': () => send({ type: 'lab.typeConfirmation', text: deleteConfirmationWord }),
      confirm: () => send({ type: 'lab.confirmDelete' }),
      cancel: () => send({ type: 'lab.cancelDelete' }),
      'delete.succeeds': () => h.settle('remove', 'resolve'),
      'delete.fails': () => h.settle('remove', 'reject'),
    },
    states: {
      closed: () => expect(h.calls).toEqual([]),
      draft: (state) => {
        expect(snapshot().matches('draft')).toBe(true);
        expect(samplesEditable()).toBe(true);
        expect(snapshot().can({ type: 'lab.send' })).toBe(false);
        expectFailureShown(state);
        expect(h.server.row === null).toBe(state.context.stored === 'none');
      },
      saving: () => {
        const request = h.pending()?.request as { projectId: number; samples: readonly string[] };
        expect(request.projectId).toBe(projectId);
        expect(request.samples).toEqual(snapshot().context.samples);
      },
      saved: (state) => {
        expect(snapshot().matches('saved')).toBe(true);
        expect(snapshot().can({ type: 'lab.send' })).toBe(true);
        expect(samplesEditable()).toBe(true);
        expect(h.server.row).toMatchObject({ LbID: lbId, IsSent: false, LbDeleted: false });
        expectFailureShown(state);
      },
      sending: () => expect(h.pending()?.request).toEqual({ projectId, lbId }),
      notSent: (state) => {
        expect(snapshot().matches('notSent')).toBe(true);
        expect(snapshot().can({ type: 'lab.retry' })).toBe(true);
        expect(h.server.row?.IsSent).toBe(false);
        if (state.context.callFailed) expect(snapshot().context.failure).toMatch(/call failed/);
        else expect(snapshot().context.stored?.LbSendFailure).toBe(mailRefusal);
      },
      sent: (state) => {
        expect(snapshot().matches('sent')).toBe(true);
        expect(samplesEditable()).toBe(false);
        expect(snapshot().can({ type: 'lab.edit', fields: {} })).toBe(false);
        expect(h.server.row).toMatchObject({ IsSent: true, LbDeleted: false });
        expect(snapshot().context.assignment.LabReportNumber ?? null).toBe(state.context.statusArrived ? 'R-2026-17' : null);
        expectFailureShown(state);
      },
      confirmingDelete: (state) => {
        expect(snapshot().matches('confirmingDelete')).toBe(true);
        expect(snapshot().can({ type: 'lab.confirmDelete' })).toBe(state.context.typed === 'DELETE');
        expect(h.server.deletes).toBe(0);
      },
      deleting: () => expect(h.pending()?.request).toEqual({ projectId, lbId }),
      softDeleted: () => {
        expect(snapshot().status).toBe('done');
        expect(snapshot().matches('softDeleted')).toBe(true);
        expect(h.server.row).toMatchObject({ LbID: lbId, LbDeleted: true });
      },
      discarded: () => {
        expect(snapshot().status).toBe('done');
        expect(h.server.row).toBeNull();
        expect(h.server.saves).toEqual([]);
      },
    },
  };
}

/** Runs one model path against a fresh harness, adding what the real machine visited to `coverage`. */
async function runPath(path: StatePath<ScenarioSnapshot, ScenarioEvent>, coverage?: Coverage): Promise<void> {
  await model.testPath(path, paramsFor(createHarness(coverage)));
}

describeModelBased('lab assignment lifecycle, model-based (spec 02 section 4)', {
  model, serialize: serializeScenario, scenarioModel: labAssignmentScenarioModel, machine: labAssignmentMachine, outcomeNames, runPath,
});

describe('lab assignment lifecycle, a story (spec 02 section 4)', () => {
  it('a coordinator makes an assignment with two samples, the mail server refuses, the retry is sent, and deleting it needs DELETE typed', async () => {
    const h = createHarness();
    h.open('new');
    const actor = h.current();
    actor.send({ type: 'lab.edit', fields: { OrderNr: 'ORD-7', LbLabEmail: 'lab@lab.test' } });
    actor.send({ type: 'lab.addSamples', guids: ['as-1', 'as-2'] });
    actor.send({ type: 'lab.save' });
    await h.settle('save', 'resolve');
    expect(h.server.saves[0]).toMatchObject({ assignment: { OrderNr: 'ORD-7' }, samples: ['as-1', 'as-2'], previousSamples: [] });
    actor.send({ type: 'lab.send' });
    await h.settle('send', 'resolve', 'refused');
    expect(actor.getSnapshot().value).toBe('notSent');
    expect(actor.getSnapshot().context.stored?.LbSendFailure).toBe(mailRefusal);
    actor.send({ type: 'lab.retry' });
    await h.settle('send', 'resolve', 'accepted');
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'lab.addSamples', guids: ['as-3'] });
    expect(actor.getSnapshot().context.samples).toEqual(['as-1', 'as-2']);
    actor.send({ type: 'lab.delete' });
    actor.send({ type: 'lab.confirmDelete' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'lab.typeConfirmation', text: 'DELETE' });
    actor.send({ type: 'lab.confirmDelete' });
    await h.settle('remove', 'resolve');
    expect(actor.getSnapshot().value).toBe('softDeleted');
    expect(h.server.row).toMatchObject({ LbDeleted: true });
  });
});

describe('lab assignment without its services', () => {
  it('fails the save with the reason instead of losing the draft', async () => {
    const actor = createActor(labAssignmentMachine, { input: { projectId, stored: null, samples: [] } }).start();
    actor.send({ type: 'lab.edit', fields: { OrderNr: 'KEEP' } });
    actor.send({ type: 'lab.save' });
    await new Promise<void>((resolve) => {
      actor.subscribe((snapshot) => {
        if (!snapshot.matches('draft') || snapshot.context.failure === null) return;
        expect(snapshot.context.failure).toMatch(/'save' was not provided/);
        expect(snapshot.context.assignment.OrderNr).toBe('KEEP');
        resolve();
      });
    });
  });
});
