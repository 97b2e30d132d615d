import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** A step of the wizard that calls a service and can fail. */
export type ServiceStep = 'points' | 'export' | 'share';

/**
 * The world around the export wizard (spec 02 sections 2 and 4), as the user and the server see it: choices
 * made, the points loading or failing, the export succeeding, refusing (error lines) or failing (no answer),
 * the log's error filter, next and back.
 */
export interface ScenarioContext {
  typeChosen: boolean;
  pointsLoaded: boolean;
  /** The user cleared the selection (it starts with every point). */
  selectionCleared: boolean;
  descriptionGiven: boolean;
  exported: boolean;
  /** The running export reported progress. */
  progressed: boolean;
  /** The log's filter hides the error lines. */
  errorsHidden: boolean;
  /** Addresses and a subject typed in the share step. */
  shareFilled: boolean;
  /** The file went out by e-mail. */
  shared: boolean;
  /** The step that failed or refused last: its error line must be in the log (earlier lines are checked kept by the harness). */
  lastError: ServiceStep | null;
}

/** Things that happen to the system under test; each is executed by the harness. */
export type ScenarioEvent =
  | { type: 'chooseType' } | { type: 'clearSelection' } | { type: 'selectAll' } | { type: 'giveDescription' }
  | { type: 'next' } | { type: 'back' } | { type: 'close' } | { type: 'progress' } | { type: 'toggleErrors' }
  | { type: 'points.load' } | { type: 'points.fail' }
  | { type: 'export.succeeds' } | { type: 'export.refuses' } | { type: 'export.fails' }
  | { type: 'fillShare' } | { type: 'share.sends' } | { type: 'share.refuses' } | { type: 'share.fails' };

/** Choose, select, describe, export, read and filter the log, share by e-mail; failures, next and back along the way. */
export const exportWizardScenarioModel = setup({
  types: { context: {} as ScenarioContext, events: {} as ScenarioEvent },
  guards: {
    typeChosen: ({ context }) => context.typeChosen,
    pointsLoaded: ({ context }) => context.pointsLoaded,
    hasSelection: ({ context }) => !context.selectionCleared,
  },
  actions: {
    failed: assign((_, params: { step: ServiceStep }) => ({ progressed: false, lastError: params.step })),
  },
}).createMachine({
  id: 'exportWizardScenario',
  context: { typeChosen: false, pointsLoaded: false, selectionCleared: false, descriptionGiven: false, exported: false, progressed: false, errorsHidden: false, shareFilled: false, shared: false, lastError: null },
  initial: 'chooseType',
  states: {
    chooseType: {
      on: {
        close: 'closed',
        chooseType: { guard: ({ context }) => !context.typeChosen, actions: assign({ typeChosen: true }) },
        next: [
          { guard: ({ context }) => context.typeChosen && context.pointsLoaded, target: 'selection' },
          { guard: 'typeChosen', target: 'loadingPoints' },
        ],
      },
    },
    loadingPoints: {
      on: {
        'points.load': { target: 'selection', actions: assign({ pointsLoaded: true }) },
        'points.fail': { target: 'chooseType', actions: { type: 'failed', params: { step: 'points' } } },
      },
    },
    selection: {
      on: {
        close: 'closed',
        clearSelection: { guard: 'hasSelection', actions: assign({ selectionCleared: true }) },
        selectAll: { guard: ({ context }) => context.selectionCleared, actions: assign({ selectionCleared: false }) },
        next: { guard: 'hasSelection', target: 'description' },
        back: 'chooseType',
      },
    },
    description: {
      on: {
        close: 'closed',
        giveDescription: { guard: ({ context }) => !context.descriptionGiven, actions: assign({ descriptionGiven: true }) },
        next: { target: 'exporting', actions: assign({ exported: false, shared: false }) },
        back: 'selection',
      },
    },
    exporting: {
      on: {
        progress: { guard: ({ context }) => !context.progressed, actions: assign({ progressed: true }) },
        'export.succeeds': { target: 'log', actions: assign({ exported: true, progressed: false }) },
        'export.refuses': { target: 'log', actions: { type: 'failed', params: { step: 'export' } } },
        'export.fails': { target: 'log', actions: { type: 'failed', params: { step: 'export' } } },
      },
    },
    log: {
      on: {
        close: 'closed',
        // Once a share form is filled, only sharing is explored further: the rest of the log's paths are those above.
        toggleErrors: { guard: ({ context }) => !context.shareFilled, actions: assign({ errorsHidden: ({ context }) => !context.errorsHidden }) },
        back: { guard: ({ context }) => !context.shareFilled, target: 'description' },
        // Sharing is explored from a plain first export (no description, no filter, no earlier export error): the share step does not read them.
        next: { guard: ({ context }) => context.exported && !context.errorsHidden && !context.descriptionGiven && (context.lastError === null || context.lastError === 'share'), target: 'share' },
      },
    },
    share: {
      on: {
        close: 'closed',
        fillShare: { guard: ({ context }) => !context.shareFilled, actions: assign({ shareFilled: true }) },
        next: { guard: ({ context }) => context.shareFilled, target: 'sharing' },
        back: 'log',
      },
    },
    sharing: {
      on: {
        'share.sends': { target: 'log', actions: assign({ shared: true }) },
        'share.refuses': { target: 'share', actions: { type: 'failed', params: { step: 'share' } } },
        'share.fails': { target: 'share', actions: { type: 'failed', params: { step: 'share' } } },
      },
    },
    closed: { type: 'final' },
  },
});

/** A snapshot of the scenario model. */
export type ScenarioSnapshot = SnapshotFrom<typeof exportWizardScenarioModel>;

/** One vertex per state and context: small and finite, so traversal ends. */
export function serializeScenario(snapshot: ScenarioSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}
