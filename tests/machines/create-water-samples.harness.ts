import { createActor, waitFor } from 'xstate';
import { withCreateWaterSamplesServices } from '../../machines/create-water-samples';
import type { PlannedWaterSample, TubeForSamples } from '../../src/domain/samples/plan-water-samples';
import { emptyCoverage, recordCoverage } from './machine-graph';
import { settleableCalls } from './settleable-calls';
import type { Coverage } from './machine-graph';

export const projectId = 7;

/** Three tubes on offer; the scenarios choose B017-1 and B018-1. */
export const tubes: readonly TubeForSamples[] = ['B017', 'B018', 'B019'].map((point) => ({
  mpGuid: `mp-${point}`, ftGuid: `ft-${point}`, tubeName: `${point}-1`, pointName: point,
}));
export const chosen = ['ft-B017', 'ft-B018'];

/** The project's samples before the run: B017-1-1 is taken, so B017-1's new one is B017-1-2. */
const namesBefore = ['B017-1-1', 'B019-1-1'];

export type Step = 'fetchSampleNames' | 'createSample';

/** The real machine with services that settle when the test says, over the project's sample names; what it visits is added to `coverage`. */
export function createHarness(coverage: Coverage = emptyCoverage()) {
  /** Every INSERT the server took, by GUID: a sample created twice would show as a repeated name. */
  const inserted: PlannedWaterSample[] = [];
  const { calls, awaitSettle, take, pending } = settleableCalls<Step>();
  let guids = 0;
  const machine = withCreateWaterSamplesServices({
    fetchSampleNames: (request) => awaitSettle('fetchSampleNames', request),
    createSample: (request) => awaitSettle('createSample', request),
    newGuid: () => `ws-${++guids}`,
  });
  const actor = createActor(machine, { input: { projectId, tubes, today: '2026-11-24' }, inspect: recordCoverage(machine.id, coverage) });
  actor.start();

  /** Settles the call in flight, applies a success to the server, and waits until the machine moves on. */
  const settle = async (step: Step, outcome: 'resolve' | 'reject') => {
    const call = take(step, outcome);
    const before = actor.getSnapshot();
    if (outcome === 'reject') call.reject(new Error(`${step} refused`));
    else if (step === 'fetchSampleNames') call.resolve([...namesBefore]);
    else {
      inserted.push((call.request as { sample: PlannedWaterSample }).sample);
      call.resolve(undefined);
    }
    await waitFor(actor, (snapshot) => snapshot.value !== before.value || snapshot.context.created !== before.context.created);
  };

  return { actor, calls, inserted, settle, pending, machine };
}

/** A harness as `createHarness` returns it. */
export type Harness = ReturnType<typeof createHarness>;
