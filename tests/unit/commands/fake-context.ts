import type { ActiveGrid, CommandContext, Destination, MultiEditField, NoticeRequest, PalettePage, RecordTarget, RequiredRight, RouteFacts } from '../../../commands';

/** What the fake app was asked to do, in order. */
export type AppCall =
  | { call: 'navigate'; destination: Destination }
  | { call: 'saveScreen' }
  | { call: 'notify'; notice: NoticeRequest }
  | { call: 'openPalette'; page: PalettePage | undefined }
  | { call: 'showShortcuts' }
  | { call: 'openUserMenu' };

/** A context built by hand, and the record of what commands asked of the app. */
export interface FakeContext {
  context: CommandContext;
  calls: AppCall[];
  rightsAsked: RequiredRight[];
}

/** How the fake's rights answer: a set of granted names, or a failure to read them. */
export type FakeRights = { granted: readonly string[] } | { unreadable: true };

/** The parts of the context a test sets; everything else is 'nothing on view'. */
export interface FakeContextOptions extends Partial<Omit<CommandContext, 'rights' | 'app' | 'route'>> {
  route?: Partial<RouteFacts>;
  rights?: FakeRights;
}

/** A command context with a fake app (records calls) and fake rights (answers from a list). */
export function fakeContext(options: FakeContextOptions = {}): FakeContext {
  const calls: AppCall[] = [];
  const rightsAsked: RequiredRight[] = [];
  const rights = options.rights ?? { granted: ['*'] };
  const context: CommandContext = {
    route: { screen: 'other', projectId: null, pointGuid: null, ...options.route },
    canSave: options.canSave ?? false,
    unsavedChanges: options.unsavedChanges ?? false,
    record: options.record ?? null,
    grid: options.grid ?? null,
    projectList: options.projectList ?? null,
    labAssignment: options.labAssignment ?? null,
    adders: options.adders ?? new Map(),
    externalApps: options.externalApps ?? new Set(),
    rights: {
      allows: (right) => {
        rightsAsked.push(right);
        if ('unreadable' in rights) return Promise.reject(new Error('GetRights failed'));
        const name = 'feature' in right ? right.feature : right.function;
        return Promise.resolve(rights.granted.includes('*') || rights.granted.includes(name));
      },
    },
    app: {
      navigate: (destination) => { calls.push({ call: 'navigate', destination }); },
      saveScreen: () => { calls.push({ call: 'saveScreen' }); },
      notify: (notice) => { calls.push({ call: 'notify', notice }); },
      openPalette: (page) => { calls.push({ call: 'openPalette', page }); },
      showShortcuts: () => { calls.push({ call: 'showShortcuts' }); },
      openUserMenu: () => { calls.push({ call: 'openUserMenu' }); },
    },
  };
  return { context, calls, rightsAsked };
}

/** A record screen's target; `actions` records what was asked of it. */
export function fakeRecord(overrides: Partial<RecordTarget> = {}, actions: string[] = []): RecordTarget {
  return {
    kind: 'point', name: 'B001', busy: false, deletable: true, hasPrevious: false, hasNext: false, draftOffered: false,
    requestDelete: () => { actions.push('requestDelete'); },
    restoreDraft: () => { actions.push('restoreDraft'); },
    discardDraft: () => { actions.push('discardDraft'); },
    goPrevious: () => { actions.push('goPrevious'); },
    goNext: () => { actions.push('goNext'); },
    ...overrides,
  };
}

/** A grid for the grid commands: a selection of `selected` rows over the given multi-edit fields. */
export class FakeGrid implements ActiveGrid {
  readonly actions: string[] = [];
  private listeners = new Set<() => void>();

  constructor(
    public selected = 0,
    public canAddRows = true,
    private fields: readonly MultiEditField[] = [{ field: 'MpTypeCode', title: 'Type' }],
  ) {}

  selectedRowCount(): number { return this.selected; }
  addRow(): void { this.actions.push('addRow'); }
  requestDeleteSelectedRows(): void { this.actions.push('requestDeleteSelectedRows'); }
  multiEditFields(): readonly MultiEditField[] { return this.fields; }
  openMultiEdit(field?: string): void { this.actions.push(`openMultiEdit:${field ?? ''}`); }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Changes the selection and tells the subscribers, as a grid controller does. */
  select(rows: number): void {
    this.selected = rows;
    for (const listener of this.listeners) listener();
  }

  listenerCount(): number { return this.listeners.size; }
}
