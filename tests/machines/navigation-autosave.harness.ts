import { createActor, SimulatedClock, waitFor } from 'xstate';
import { withNavigationServices } from '../../machines/navigation-autosave';
import { emptyCoverage, recordCoverage } from './machine-graph';
import type { Coverage } from './machine-graph';

export type { Coverage } from './machine-graph';

/** One call the machine made into the app, with the simulated time it happened at. */
export type Call =
  | { call: 'check'; at: number }
  | { call: 'unfocus'; at: number; validationPending: boolean }
  | { call: 'save'; at: number }
  | { call: 'saved'; at: number }
  | { call: 'logSaveError'; at: number; error: unknown }
  | { call: 'keepDraft'; at: number }
  | { call: 'navigate'; at: number; to: string };

/** The real navigation machine with fake editors, screen and save on a simulated clock; what it visits is added to `coverage`. */
export function createHarness(coverage: Coverage = emptyCoverage()) {
  const clock = new SimulatedClock();
  // `typing`: an edit still sitting in the focused editor, committed (and so dirty) only on blur.
  const world = { validationPending: false, dirty: false, typing: false };
  const calls: Call[] = [];
  let settleSave: { resolve: () => void; reject: (error: unknown) => void } | null = null;

  const machine = withNavigationServices({
    isValidationPending: () => {
      calls.push({ call: 'check', at: clock.now() });
      return world.validationPending;
    },
    hasUnsavedChanges: () => world.dirty,
    unfocusEditors: () => {
      calls.push({ call: 'unfocus', at: clock.now(), validationPending: world.validationPending });
      world.dirty ||= world.typing;
      world.typing = false;
    },
    saveCurrentScreen: () => {
      calls.push({ call: 'save', at: clock.now() });
      return new Promise<void>((resolve, reject) => {
        settleSave = { resolve, reject };
      });
    },
    navigate: (to) => calls.push({ call: 'navigate', at: clock.now(), to }),
    logSaveError: (error) => calls.push({ call: 'logSaveError', at: clock.now(), error }),
    keepDraft: () => calls.push({ call: 'keepDraft', at: clock.now() }),
  });

  const actor = createActor(machine, { clock, inspect: recordCoverage(machine.id, coverage) });
  actor.start();
  coverage.states.add(`${machine.id}.${String(actor.getSnapshot().value)}`);

  /** Advances the clock a millisecond at a time so every timer fires at its own deadline. */
  const advance = (ms: number) => {
    for (let step = 0; step < ms; step += 1) clock.increment(1);
  };

  const settle = async (outcome: 'resolve' | 'reject', error?: unknown) => {
    if (!settleSave) throw new Error('no save in flight');
    if (outcome === 'resolve') {
      calls.push({ call: 'saved', at: clock.now() });
      settleSave.resolve();
    } else settleSave.reject(error);
    settleSave = null;
    await waitFor(actor, (snapshot) => !snapshot.matches('saving'));
  };

  return { actor, clock, world, calls, advance, settle, machine };
}

/** A harness as `createHarness` returns it. */
export type Harness = ReturnType<typeof createHarness>;

/** The calls of one kind, in order. */
export function callsOf<K extends Call['call']>(calls: Call[], kind: K): Array<Extract<Call, { call: K }>> {
  return calls.filter((entry): entry is Extract<Call, { call: K }> => entry.call === kind);
}
