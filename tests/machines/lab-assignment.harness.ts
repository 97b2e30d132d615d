import { createActor, waitFor } from 'xstate';
import type { Actor } from 'xstate';
import { withLabAssignmentServices } from '../../machines/lab-assignment';
import type { LabAssignmentInput, SaveRequest } from '../../machines/lab-assignment';
import type { LabAssignment } from '../../src/domain/entities/lab-assignment';
import { emptyCoverage, recordCoverage } from './machine-graph';
import type { Coverage } from './machine-graph';
import { settleableCalls } from './settleable-calls';

export const projectId = 7;
export const lbId = 41;
/** The lab's mail server's refusal, as the send call records it on the assignment. */
export const mailRefusal = '550 Mailbox unavailable';

export type Step = 'save' | 'send' | 'remove';

/** How the harness opens the screen: a new assignment, or a stored one in each state. */
export type Opening = 'new' | 'saved' | 'notSent' | 'sent' | 'deleted';

const storedRows: Record<Exclude<Opening, 'new'>, LabAssignment> = {
  saved: { LbID: lbId, OrderNr: 'ORD-41', IsSent: false, LbDeleted: false },
  notSent: { LbID: lbId, OrderNr: 'ORD-41', IsSent: false, LbDeleted: false, LbSendFailure: mailRefusal },
  sent: { LbID: lbId, OrderNr: 'ORD-41', IsSent: true, LbDeleted: false },
  deleted: { LbID: lbId, OrderNr: 'ORD-41', IsSent: false, LbDeleted: true },
};

/**
 * The real machine with services that settle when the test says, over a fake server holding the
 * one assignment; what it visits is added to `coverage`.
 */
export function createHarness(coverage: Coverage = emptyCoverage()) {
  const { calls, awaitSettle, take, pending } = settleableCalls<Step>();
  /** The assignment as the server holds it (null: not saved), and what each save and delete did. */
  const server: { row: LabAssignment | null; saves: SaveRequest[]; deletes: number } = { row: null, saves: [], deletes: 0 };
  const machine = withLabAssignmentServices({
    save: (request) => awaitSettle('save', request),
    send: (request) => awaitSettle('send', request),
    remove: (request) => awaitSettle('remove', request),
  });
  let actor: Actor<typeof machine> | undefined;

  const open = (opening: Opening) => {
    server.row = opening === 'new' ? null : { ...storedRows[opening] };
    const input: LabAssignmentInput = { projectId, stored: server.row ? { ...server.row } : null, samples: opening === 'new' ? [] : ['as-1'] };
    actor = createActor(machine, { input, inspect: recordCoverage(machine.id, coverage) });
    actor.start();
  };
  const current = () => {
    if (!actor) throw new Error('open the assignment first');
    return actor;
  };

  /** Settles the call in flight as the server would answer it, and waits until the machine leaves the busy state. */
  const settle = async (step: Step, outcome: 'resolve' | 'reject', mail: 'accepted' | 'refused' = 'accepted') => {
    const call = take(step, outcome);
    if (outcome === 'reject') call.reject(new Error(`${step} call failed`));
    else if (step === 'save') {
      const request = call.request as SaveRequest;
      server.saves.push(request);
      server.row = { ...server.row, ...request.assignment, LbID: lbId, IsSent: server.row?.IsSent ?? false, LbDeleted: false };
      call.resolve({ ...server.row });
    } else if (step === 'send') {
      server.row = mail === 'accepted' ? { ...server.row, IsSent: true, LbSendFailure: null } : { ...server.row, IsSent: false, LbSendFailure: mailRefusal };
      call.resolve({ ...server.row });
    } else {
      server.deletes += 1;
      server.row = { ...server.row, LbDeleted: true };
      call.resolve(undefined);
    }
    await waitFor(current(), (snapshot) => !snapshot.hasTag('busy'));
  };

  return { open, current, calls, pending, settle, server, machine };
}

/** A harness as `createHarness` returns it. */
export type Harness = ReturnType<typeof createHarness>;
