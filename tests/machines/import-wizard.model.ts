import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** A step of the wizard that calls a service and can fail. */
export type ServiceStep = 'check' | 'convert' | 'code' | 'import';

/**
 * The world around the import wizard (spec 02 sections 2 and 4), as the user and the server see it: choices
 * made, each service passing, refusing (an answer with error lines) or failing (no answer), next and back.
 */
export interface ScenarioContext {
  typeChosen: boolean;
  filesChosen: boolean;
  codeGiven: boolean;
  converted: boolean;
  imported: boolean;
  /** The running conversion or import reported progress. */
  progressed: boolean;
  /** The step that failed or refused last: its error line must be in the log (earlier lines are checked kept by the harness). */
  lastError: ServiceStep | null;
}

/** Things that happen to the system under test; each is executed by the harness. */
export type ScenarioEvent =
  | { type: 'chooseType' } | { type: 'chooseFiles' } | { type: 'giveCode' } | { type: 'clearCode' }
  | { type: 'next' } | { type: 'back' } | { type: 'close' } | { type: 'progress' }
  | { type: 'check.passes' } | { type: 'check.refuses' } | { type: 'check.fails' }
  | { type: 'convert.succeeds' } | { type: 'convert.refuses' } | { type: 'convert.fails' }
  | { type: 'code.passes' } | { type: 'code.refuses' } | { type: 'code.fails' }
  | { type: 'import.succeeds' } | { type: 'import.refuses' } | { type: 'import.fails' };

/** Choose, drop, check, convert, give a code, import, read the log; refusals, failures, next and back along the way. */
export const importWizardScenarioModel = setup({
  types: { context: {} as ScenarioContext, events: {} as ScenarioEvent },
  guards: {
    typeChosen: ({ context }) => context.typeChosen,
    filesChosen: ({ context }) => context.filesChosen,
    codeGiven: ({ context }) => context.codeGiven,
    noCode: ({ context }) => !context.codeGiven,
    notImported: ({ context }) => !context.imported,
  },
  actions: {
    failed: assign((_, params: { step: ServiceStep }) => ({ progressed: false, lastError: params.step })),
  },
}).createMachine({
  id: 'importWizardScenario',
  context: { typeChosen: false, filesChosen: false, codeGiven: false, converted: false, imported: false, progressed: false, lastError: null },
  initial: 'chooseType',
  states: {
    chooseType: {
      on: {
        close: 'closed',
        chooseType: { guard: ({ context }) => !context.typeChosen, actions: assign({ typeChosen: true }) },
        next: { guard: 'typeChosen', target: 'dropFiles' },
      },
    },
    dropFiles: {
      on: {
        close: 'closed',
        chooseFiles: { guard: ({ context }) => !context.filesChosen, actions: assign({ filesChosen: true }) },
        next: { guard: 'filesChosen', target: 'checking' },
        back: 'chooseType',
      },
    },
    checking: {
      on: {
        'check.passes': 'converting',
        'check.refuses': { target: 'dropFiles', actions: { type: 'failed', params: { step: 'check' } } },
        'check.fails': { target: 'dropFiles', actions: { type: 'failed', params: { step: 'check' } } },
      },
    },
    converting: {
      on: {
        progress: { guard: ({ context }) => !context.progressed, actions: assign({ progressed: true }) },
        'convert.succeeds': { target: 'projectCode', actions: assign({ converted: true, codeGiven: true, progressed: false }) },
        'convert.refuses': { target: 'dropFiles', actions: { type: 'failed', params: { step: 'convert' } } },
        'convert.fails': { target: 'dropFiles', actions: { type: 'failed', params: { step: 'convert' } } },
      },
    },
    projectCode: {
      on: {
        close: 'closed',
        giveCode: { guard: 'noCode', actions: assign({ codeGiven: true }) },
        clearCode: { guard: 'codeGiven', actions: assign({ codeGiven: false }) },
        next: { guard: 'codeGiven', target: 'checkingCode' },
        back: 'dropFiles',
      },
    },
    checkingCode: {
      on: {
        'code.passes': 'importing',
        'code.refuses': { target: 'projectCode', actions: { type: 'failed', params: { step: 'code' } } },
        'code.fails': { target: 'projectCode', actions: { type: 'failed', params: { step: 'code' } } },
      },
    },
    importing: {
      on: {
        progress: { guard: ({ context }) => !context.progressed, actions: assign({ progressed: true }) },
        'import.succeeds': { target: 'log', actions: assign({ imported: true, progressed: false }) },
        'import.refuses': { target: 'log', actions: { type: 'failed', params: { step: 'import' } } },
        'import.fails': { target: 'log', actions: { type: 'failed', params: { step: 'import' } } },
      },
    },
    log: {
      on: { close: 'closed', back: { guard: 'notImported', target: 'projectCode' } },
    },
    closed: { type: 'final' },
  },
});

/** A snapshot of the scenario model. */
export type ScenarioSnapshot = SnapshotFrom<typeof importWizardScenarioModel>;

/** One vertex per state and context: small and finite, so traversal ends. */
export function serializeScenario(snapshot: ScenarioSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}
