import { assign, fromPromise, setup } from 'xstate';
import { hasErrors } from '../src/domain/validation/issue';
import type { ValidationIssue } from '../src/domain/validation/issue';
import { newSamplesIssues, planWaterSamples } from '../src/domain/samples/plan-water-samples';
import type { NewSamplesOptions, PlannedWaterSample, TubeForSamples } from '../src/domain/samples/plan-water-samples';

/** The project and the tubes the dialog offers. */
export interface CreateWaterSamplesInput {
  projectId: number;
  tubes: readonly TubeForSamples[];
  /** The sampling day the dialog starts with (yyyy-mm-dd): today, given by the caller. */
  today: string;
}

/** Why the run stopped: reading the project's sample names, or creating the sample at `created`. */
export type CreateSamplesFailure = { step: 'plan' | 'create'; error: unknown };

/** Context of the create-water-samples machine. */
export interface CreateWaterSamplesContext {
  projectId: number;
  tubes: readonly TubeForSamples[];
  /** The chosen tubes' GUIDs, in the order the dialog lists them. */
  selected: readonly string[];
  options: NewSamplesOptions;
  issues: ValidationIssue[];
  /** True once the user tried to start with choices that cannot run: the dialog then shows the issues. */
  attempted: boolean;
  planned: PlannedWaterSample[];
  /** How many of `planned` exist on the server: the 'n' of 'n of m'. */
  created: number;
  /** The user asked to stop: the sample in flight finishes, no next one starts. */
  stopRequested: boolean;
  failure: CreateSamplesFailure | null;
}

/** Events of the machine (named `createSamples.*`). */
export type CreateWaterSamplesEvent =
  | { type: 'createSamples.select'; ftGuids: readonly string[] }
  | { type: 'createSamples.setOptions'; options: Partial<NewSamplesOptions> }
  | { type: 'createSamples.start' }
  | { type: 'createSamples.stop' }
  | { type: 'createSamples.retry' }
  | { type: 'createSamples.cancel' };

/** What the machine needs from the app, injected with `provide` (CONVENTIONS rule 3). */
export interface CreateWaterSamplesServices {
  /** Every water and air sample name of the project (GetWaterSamples of the project). */
  fetchSampleNames: (request: { projectId: number }) => Promise<readonly string[]>;
  /** One SetWaterSamples INSERT under the sample's tube. */
  createSample: (request: { projectId: number; sample: PlannedWaterSample }) => Promise<void>;
  newGuid: () => string;
}

/** What the plan step is given. */
export interface PlanRequest {
  projectId: number;
  tubes: readonly TubeForSamples[];
  options: NewSamplesOptions;
}

function notProvided(name: keyof CreateWaterSamplesServices): never {
  throw new Error(`createWaterSamplesMachine: '${name}' was not provided`);
}

const chosenTubes = (context: CreateWaterSamplesContext) => context.tubes.filter((tube) => context.selected.includes(tube.ftGuid));
const issuesOf = (context: Pick<CreateWaterSamplesContext, 'options' | 'selected'>) => newSamplesIssues(context.options, context.selected.length);

/**
 * The create water samples dialog (spec 02 section 2: progress counted per sample, 'n of m'): the
 * user picks tubes, a groundwater matrix and a day; the project's sample names are read and one
 * sample per tube is named; then each is created by its own SetWaterSamples INSERT, counting. A
 * failure stops at that sample and retry goes on from it, never creating one twice; stop finishes
 * the sample in flight and creates no more. Every failure leads to a state, never a throw.
 */
export const createWaterSamplesMachine = setup({
  types: {
    context: {} as CreateWaterSamplesContext,
    events: {} as CreateWaterSamplesEvent,
    input: {} as CreateWaterSamplesInput,
  },
  guards: {
    choicesValid: ({ context }) => !hasErrors(context.issues),
    lastOne: ({ context }) => context.created + 1 >= context.planned.length,
    stopRequested: ({ context }) => context.stopRequested,
    planned: ({ context }) => context.planned.length > 0,
  },
  actions: {
    select: assign(({ context, event }) => {
      if (event.type !== 'createSamples.select') return {};
      const wanted = new Set(event.ftGuids);
      const selected = context.tubes.map((tube) => tube.ftGuid).filter((guid) => wanted.has(guid));
      return { selected, issues: issuesOf({ ...context, selected }) };
    }),
    setOptions: assign(({ context, event }) => {
      if (event.type !== 'createSamples.setOptions') return {};
      const options = { ...context.options, ...event.options };
      return { options, issues: issuesOf({ ...context, options }) };
    }),
    markAttempted: assign({ attempted: true }),
    countCreated: assign({ created: ({ context }) => context.created + 1 }),
    requestStop: assign({ stopRequested: true }),
    clearFailure: assign({ failure: null, stopRequested: false }),
  },
  actors: {
    planSamples: fromPromise<PlannedWaterSample[], PlanRequest>(async () => notProvided('fetchSampleNames')),
    createSample: fromPromise<void, { projectId: number; sample: PlannedWaterSample }>(async () => notProvided('createSample')),
  },
}).createMachine({
  id: 'createWaterSamples',
  context: ({ input }) => {
    const options = { matrix: 'GW', date: input.today };
    return {
      projectId: input.projectId, tubes: input.tubes, selected: [], options, issues: newSamplesIssues(options, 0),
      attempted: false, planned: [], created: 0, stopRequested: false, failure: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'createSamples.select': { actions: 'select' },
        'createSamples.setOptions': { actions: 'setOptions' },
        'createSamples.start': [{ guard: 'choicesValid', target: 'planning' }, { actions: 'markAttempted' }],
        'createSamples.cancel': 'cancelled',
      },
    },
    planning: {
      tags: ['busy'],
      invoke: {
        src: 'planSamples',
        input: ({ context }) => ({ projectId: context.projectId, tubes: chosenTubes(context), options: context.options }),
        onDone: { target: 'creating', actions: assign({ planned: ({ event }) => event.output, created: 0 }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => ({ step: 'plan' as const, error: event.error }) }) },
      },
    },
    creating: {
      tags: ['busy'],
      on: { 'createSamples.stop': { actions: 'requestStop' } },
      invoke: {
        src: 'createSample',
        input: ({ context }) => ({ projectId: context.projectId, sample: context.planned[context.created] as PlannedWaterSample }),
        onDone: [
          { guard: 'lastOne', target: 'done', actions: 'countCreated' },
          { guard: 'stopRequested', target: 'stopped', actions: 'countCreated' },
          { target: 'creating', reenter: true, actions: 'countCreated' },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => ({ step: 'create' as const, error: event.error }) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'createSamples.retry': [
          { guard: 'planned', target: 'creating', actions: 'clearFailure' },
          { target: 'planning', actions: 'clearFailure' },
        ],
        'createSamples.cancel': 'cancelled',
      },
    },
    done: { type: 'final' },
    stopped: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The machine with every service wired in; the plan step reads the names and runs the domain's planWaterSamples. */
export function withCreateWaterSamplesServices(services: CreateWaterSamplesServices) {
  return createWaterSamplesMachine.provide({
    actors: {
      planSamples: fromPromise<PlannedWaterSample[], PlanRequest>(async ({ input }) =>
        planWaterSamples(input.tubes, input.options, await services.fetchSampleNames({ projectId: input.projectId }), services.newGuid)),
      createSample: fromPromise<void, { projectId: number; sample: PlannedWaterSample }>(({ input }) => services.createSample(input)),
    },
  });
}
