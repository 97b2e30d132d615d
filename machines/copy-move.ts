import { assign, fromPromise, setup } from 'xstate';
import { copyOptionIssues, defaultCopyMoveOptions } from '../src/domain/copy/copy-options';
import type { CopyMoveOptions, CopyOptionIssue, CopyProjectId } from '../src/domain/copy/copy-options';
import type { CopiedPoint, NewGuid } from '../src/domain/copy/copy-rows';
import type { CopyRow, CopyTables } from '../src/domain/copy/copy-tables';
import { missingSourcePoints, prepareCopies } from '../src/domain/copy/prepare-copies';
import type { CopySource, CopyTarget } from '../src/domain/copy/prepare-copies';

/** The points to copy or move and the project they are in. */
export interface CopyMoveInput {
  projectId: CopyProjectId;
  pointGuids: readonly string[];
}

/** The source points as read, with the source project's coordinate system. */
export interface CopySourceData {
  coordinateSystem: string | null;
  /** GetMeasurementPointWithChilds of the selected points (spec 01 section 7). */
  tables: CopyTables;
}

/** What the copy needs of the target project; null from the service means 'destination project has no data'. */
export interface CopyDestinationData {
  coordinateSystem: string | null;
  pointNames: readonly string[];
}

/** The tables to save and the copies they hold. */
export interface PreparedCopySet {
  velddata: Partial<Record<string, CopyRow[]>>;
  copies: CopiedPoint[];
}

/**
 * The copy errors of the catalogue (spec 01 section 8), each a key under `copyMove.error.`, plus
 * `moveIncomplete`: the copies were saved, the source could not be deleted and the copies could not
 * be taken back either — the one state in which a point exists twice, shown until resolved.
 */
export type CopyMoveErrorCode = 'selectRows' | 'sourceFailed' | 'destinationFailed' | 'destinationEmpty' | 'copyFailed' | 'moveIncomplete';

/** Why the copy or move stopped: the catalogue's code, the underlying error, and GUIDs joined by ';' where they matter. */
export interface CopyMoveFailure {
  code: CopyMoveErrorCode;
  error?: unknown;
  /** e.g. the selected points the source did not hold, 'guid1;guid2' (spec 01 section 4). */
  ids?: string;
}

/** Context of the copy/move machine. */
export interface CopyMoveContext {
  sourceProjectId: CopyProjectId;
  /** The selection, without repeats, in the order the user made it. */
  pointGuids: readonly string[];
  options: CopyMoveOptions;
  /** Why the options cannot run now (empty when they can). */
  optionIssues: CopyOptionIssue[];
  /** True once the user tried to start with options that cannot run: the dialog then shows the issues. */
  attempted: boolean;
  source: CopySourceData | null;
  destination: CopyDestinationData | null;
  prepared: PreparedCopySet | null;
  /** The copies that exist in the target: set once saved, cleared when taken back. */
  saved: CopiedPoint[];
  failure: CopyMoveFailure | null;
}

/** Events of the copy/move machine (named `copyMove.*`). */
export type CopyMoveEvent =
  | { type: 'copyMove.setOptions'; options: Partial<CopyMoveOptions> }
  | { type: 'copyMove.start' }
  | { type: 'copyMove.retry' }
  | { type: 'copyMove.cancel' };

/** A project and points, as the read and delete services take them. */
export interface PointsRequest {
  projectId: CopyProjectId;
  pointGuids: readonly string[];
}

/**
 * What the machine needs from the app, injected with `provide` (CONVENTIONS rule 3): the reads, the
 * save (SetProjectWithChilds), the delete (SetMeasurementPoints DELETE) and a GUID source.
 */
export interface CopyMoveServices {
  fetchSource: (request: PointsRequest) => Promise<CopySourceData>;
  fetchDestination: (request: { projectId: CopyProjectId }) => Promise<CopyDestinationData | null>;
  saveCopies: (request: { projectId: CopyProjectId; velddata: PreparedCopySet['velddata'] }) => Promise<void>;
  deletePoints: (request: PointsRequest) => Promise<void>;
  newGuid: NewGuid;
}

function notProvided(name: keyof CopyMoveServices): never {
  throw new Error(`copyMoveMachine: '${name}' was not provided`);
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`copyMoveMachine: no ${what} at this step`);
  return value;
}

/** The copy request the prepare step hands to the domain. */
export interface PrepareRequest {
  source: CopySource;
  target: CopyTarget;
  options: CopyMoveOptions;
}

/** The failure of a step whose actor rejected: the catalogue's code and the rejection. */
const fail = (code: CopyMoveErrorCode) => ({ type: 'recordFailure', params: ({ event }: { event: { error: unknown } }) => ({ code, error: event.error }) }) as const;

/**
 * Copy or move measurement points between projects (spec 01 section 4): an empty selection
 * is refused; the user sets the options; then the source points are read, the target project is
 * read, the copies are prepared (the domain's prepareCopies) and saved into the target in one
 * SetProjectWithChilds. A move then deletes the source points — only after the copy is saved, so a
 * failed copy leaves the source untouched; if that delete fails the saved copies are taken back, so
 * the points stay where they were. Every step's failure leads to a state, never a throw.
 */
export const copyMoveMachine = setup({
  types: {
    context: {} as CopyMoveContext,
    events: {} as CopyMoveEvent,
    input: {} as CopyMoveInput,
  },
  guards: {
    selectionEmpty: ({ context }) => context.pointGuids.length === 0,
    optionsValid: ({ context }) => context.optionIssues.length === 0,
    isMove: ({ context }) => context.options.mode === 'move',
  },
  actions: {
    setOptions: assign(({ context, event }) => {
      if (event.type !== 'copyMove.setOptions') return {};
      const options = { ...context.options, ...event.options };
      return { options, optionIssues: copyOptionIssues(options, context.sourceProjectId) };
    }),
    markAttempted: assign({ attempted: true }),
    startOver: assign({ attempted: false, failure: null, source: null, destination: null, prepared: null, saved: [] }),
    refuseEmptySelection: assign({ failure: { code: 'selectRows' } }),
    recordFailure: assign((_, failure: CopyMoveFailure) => ({ failure })),
  },
  actors: {
    fetchSource: fromPromise<CopySourceData, PointsRequest>(async () => notProvided('fetchSource')),
    fetchDestination: fromPromise<CopyDestinationData | null, { projectId: CopyProjectId }>(async () => notProvided('fetchDestination')),
    prepareCopies: fromPromise<PreparedCopySet, PrepareRequest>(async () => notProvided('newGuid')),
    saveCopies: fromPromise<void, { projectId: CopyProjectId; velddata: PreparedCopySet['velddata'] }>(async () => notProvided('saveCopies')),
    deleteSources: fromPromise<void, PointsRequest>(async () => notProvided('deletePoints')),
    deleteCopies: fromPromise<void, PointsRequest>(async () => notProvided('deletePoints')),
  },
}).createMachine({
  id: 'copyMove',
  context: ({ input }) => {
    const options = defaultCopyMoveOptions(input.projectId);
    return {
      sourceProjectId: input.projectId,
      pointGuids: [...new Set(input.pointGuids.filter((guid) => guid.trim() !== ''))],
      options,
      optionIssues: copyOptionIssues(options, input.projectId),
      attempted: false,
      source: null,
      destination: null,
      prepared: null,
      saved: [],
      failure: null,
    };
  },
  initial: 'checkingSelection',
  states: {
    checkingSelection: {
      always: [{ guard: 'selectionEmpty', target: 'refused', actions: 'refuseEmptySelection' }, { target: 'editing' }],
    },
    /** Spec 01 section 8, 'select rows': nothing to copy. */
    refused: { type: 'final', tags: ['error'] },
    editing: {
      on: {
        'copyMove.setOptions': { actions: 'setOptions' },
        'copyMove.start': [{ guard: 'optionsValid', target: 'fetchingSource', actions: 'startOver' }, { actions: 'markAttempted' }],
        'copyMove.cancel': 'cancelled',
      },
    },
    fetchingSource: {
      tags: ['busy'],
      invoke: {
        src: 'fetchSource',
        input: ({ context }) => ({ projectId: context.sourceProjectId, pointGuids: context.pointGuids }),
        onDone: [
          {
            guard: ({ context, event }) => missingSourcePoints(event.output.tables, context.pointGuids) === '',
            target: 'fetchingDestination',
            actions: assign({ source: ({ event }) => event.output }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ context, event }) => ({ code: 'sourceFailed', ids: missingSourcePoints(event.output.tables, context.pointGuids) }) }),
          },
        ],
        onError: { target: 'failed', actions: fail('sourceFailed') },
      },
    },
    fetchingDestination: {
      tags: ['busy'],
      invoke: {
        src: 'fetchDestination',
        input: ({ context }) => ({ projectId: context.options.targetProjectId }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'preparing', actions: assign({ destination: ({ event }) => event.output }) },
          { target: 'failed', actions: assign({ failure: { code: 'destinationEmpty' } }) },
        ],
        onError: { target: 'failed', actions: fail('destinationFailed') },
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        src: 'prepareCopies',
        input: ({ context }) => {
          const source = required(context.source, 'source');
          const destination = required(context.destination, 'destination');
          return {
            source: { projectId: context.sourceProjectId, coordinateSystem: source.coordinateSystem, pointGuids: context.pointGuids, tables: source.tables },
            target: { projectId: context.options.targetProjectId, coordinateSystem: destination.coordinateSystem, pointNames: destination.pointNames },
            options: context.options,
          };
        },
        onDone: { target: 'saving', actions: assign({ prepared: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: fail('copyFailed') },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveCopies',
        input: ({ context }) => ({ projectId: context.options.targetProjectId, velddata: required(context.prepared, 'prepared copy').velddata }),
        onDone: [
          { guard: 'isMove', target: 'deletingSources', actions: assign({ saved: ({ context }) => required(context.prepared, 'prepared copy').copies }) },
          { target: 'done', actions: assign({ saved: ({ context }) => required(context.prepared, 'prepared copy').copies }) },
        ],
        onError: { target: 'failed', actions: fail('copyFailed') },
      },
    },
    /** Move, after the copy is saved: the source points go (SetMeasurementPoints DELETE). */
    deletingSources: {
      tags: ['busy'],
      invoke: {
        src: 'deleteSources',
        input: ({ context }) => ({ projectId: context.sourceProjectId, pointGuids: context.pointGuids }),
        onDone: 'done',
        onError: { target: 'rollingBack', actions: fail('copyFailed') },
      },
    },
    /** The source could not be deleted: the copies are taken back, so every point is once where it was. */
    rollingBack: {
      tags: ['busy'],
      invoke: {
        src: 'deleteCopies',
        input: ({ context }) => ({ projectId: context.options.targetProjectId, pointGuids: context.saved.map((copy) => copy.guid) }),
        onDone: { target: 'failed', actions: assign({ saved: [] }) },
        onError: { target: 'moveIncomplete', actions: fail('moveIncomplete') },
      },
    },
    /** Both the source and its copies exist: shown as such; retry deletes the source again. */
    moveIncomplete: {
      tags: ['error'],
      on: { 'copyMove.retry': 'deletingSources', 'copyMove.cancel': 'cancelled' },
    },
    failed: {
      tags: ['error'],
      on: { 'copyMove.retry': { target: 'editing', actions: 'startOver' }, 'copyMove.cancel': 'cancelled' },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/**
 * The machine with every service wired in; the type makes a forgotten service a compile error. The
 * prepare step is the domain's prepareCopies with the injected GUID source.
 */
export function withCopyMoveServices(services: CopyMoveServices) {
  return copyMoveMachine.provide({
    actors: {
      fetchSource: fromPromise<CopySourceData, PointsRequest>(({ input }) => services.fetchSource(input)),
      fetchDestination: fromPromise<CopyDestinationData | null, { projectId: CopyProjectId }>(({ input }) => services.fetchDestination(input)),
      prepareCopies: fromPromise<PreparedCopySet, PrepareRequest>(async ({ input }) => {
        // Let the progress ('preparing the copies') show before the synchronous work of up to 100 × 100 points.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const prepared = prepareCopies(input.source, input.target, input.options, services.newGuid);
        if (!prepared.ok) throw new Error(`measurement points not found: ${prepared.guids}`);
        return { velddata: prepared.velddata, copies: prepared.copies };
      }),
      saveCopies: fromPromise<void, { projectId: CopyProjectId; velddata: PreparedCopySet['velddata'] }>(({ input }) => services.saveCopies(input)),
      deleteSources: fromPromise<void, PointsRequest>(({ input }) => services.deletePoints(input)),
      deleteCopies: fromPromise<void, PointsRequest>(({ input }) => services.deletePoints(input)),
    },
  });
}
