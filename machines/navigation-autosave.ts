import { assign, fromPromise, setup } from 'xstate';

/**
 * How often pending editor validation is checked before leaving a screen, in milliseconds
 * (spec 01 section 9, 'Pending-validation polling 100 ms').
 */
export const VALIDATION_POLL_MS = 100;

/** Where the user asked to go: an href inside the app's base path, e.g. `/project/12`. */
export type NavigationTarget = string;

/**
 * Events of the navigation auto-save machine (spec 01 section 4, 'Navigation').
 * A second request while the machine is busy replaces the destination: the user's last click
 * is where they want to be, and queueing would walk them through screens they already left.
 */
export type NavigationAutosaveEvent = { type: 'navigation.requested'; to: NavigationTarget };

/** Context: only the destination. Dirtiness and pending validation stay with their owners. */
export interface NavigationAutosaveContext {
  destination: NavigationTarget | null;
}

/**
 * Everything the machine needs from the app, injected with `provide` (ARCHITECTURE.md,
 * 'Machines are the workflows'). Both checks are read, never mirrored: the editors own their
 * validation state and the screen owns its unsaved edits, so nothing can drift out of sync.
 */
export interface NavigationServices {
  /** True while any editor's (possibly asynchronous) validation is still running. */
  isValidationPending: () => boolean;
  /** The working-object-changed flag of spec 01 section 4, read after editors unfocused. */
  hasUnsavedChanges: () => boolean;
  /** Blurs the focused editor so it commits its value synchronously before the dirty check. */
  unfocusEditors: () => void;
  /** Saves the current screen; a rejection means the save failed. */
  saveCurrentScreen: () => Promise<void>;
  navigate: (to: NavigationTarget) => void;
  /** Spec: 'If saving fails the error is logged and navigation proceeds.' */
  logSaveError: (error: unknown) => void;
  /** Beyond the spec: keeps the unsaved edits as a local draft so nothing typed is lost. */
  keepDraft: () => void;
}

function notProvided(name: keyof NavigationServices): never {
  throw new Error(`navigationAutosaveMachine: '${name}' was not provided`);
}

function destinationOf(context: NavigationAutosaveContext): NavigationTarget {
  if (context.destination === null) throw new Error('navigationAutosaveMachine: navigating without a destination');
  return context.destination;
}

/**
 * Navigation auto-save (spec 01 section 4 'Navigation', spec 02 section 4): on a request, wait
 * until pending editor validation finishes (checked every 100 ms), ask editors to unfocus, save
 * the current screen if it has unsaved changes, then navigate. A failed save is logged, kept as
 * a draft, and navigation proceeds. The defaults throw: use `withNavigationServices`.
 */
export const navigationAutosaveMachine = setup({
  types: {
    context: {} as NavigationAutosaveContext,
    events: {} as NavigationAutosaveEvent,
  },
  delays: {
    validationPoll: VALIDATION_POLL_MS,
  },
  guards: {
    isValidationPending: () => notProvided('isValidationPending'),
    hasUnsavedChanges: () => notProvided('hasUnsavedChanges'),
  },
  actions: {
    replaceDestination: assign({ destination: ({ event }) => event.to }),
    unfocusEditors: () => notProvided('unfocusEditors'),
    navigate: (_, _params: { to: NavigationTarget }) => notProvided('navigate'),
    logSaveError: (_, _params: { error: unknown }) => notProvided('logSaveError'),
    keepDraft: () => notProvided('keepDraft'),
  },
  actors: {
    saveCurrentScreen: fromPromise<void>(async () => notProvided('saveCurrentScreen')),
  },
}).createMachine({
  id: 'navigationAutosave',
  context: { destination: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'navigation.requested': {
          target: 'checkingValidation',
          actions: 'replaceDestination',
        },
      },
    },
    checkingValidation: {
      always: [{ guard: 'isValidationPending', target: 'waitingForValidation' }, { target: 'unfocusingEditors' }],
    },
    waitingForValidation: {
      tags: ['busy'],
      after: { validationPoll: 'checkingValidation' },
      on: { 'navigation.requested': { actions: 'replaceDestination' } },
    },
    unfocusingEditors: {
      entry: 'unfocusEditors',
      always: [{ guard: 'hasUnsavedChanges', target: 'saving' }, { target: 'navigating' }],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveCurrentScreen',
        onDone: 'navigating',
        onError: {
          target: 'navigating',
          actions: [{ type: 'logSaveError', params: ({ event }) => ({ error: event.error }) }, 'keepDraft'],
        },
      },
      on: { 'navigation.requested': { actions: 'replaceDestination' } },
    },
    navigating: {
      entry: { type: 'navigate', params: ({ context }) => ({ to: destinationOf(context) }) },
      always: 'idle',
    },
  },
});

/**
 * The machine with every service wired in; the type makes a forgotten service a compile error
 * rather than a dead navigation (spec 01 section 4, 'Navigation').
 */
export function withNavigationServices(services: NavigationServices) {
  return navigationAutosaveMachine.provide({
    guards: {
      isValidationPending: () => services.isValidationPending(),
      hasUnsavedChanges: () => services.hasUnsavedChanges(),
    },
    actions: {
      unfocusEditors: () => services.unfocusEditors(),
      navigate: (_, { to }) => services.navigate(to),
      logSaveError: (_, { error }) => services.logSaveError(error),
      keepDraft: () => services.keepDraft(),
    },
    actors: {
      saveCurrentScreen: fromPromise<void>(() => services.saveCurrentScreen()),
    },
  });
}
