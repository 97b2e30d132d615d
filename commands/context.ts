/**
 * What a command sees: the typed context its `when` reads and its `run` acts
 * through, as VS Code's context keys are declared once, typed, with a description. Built by the app
 * (src/app/commands) from the router, the screen on view and the session; built by hand in tests.
 */
export interface CommandContext {
  /** Where the user is. */
  readonly route: RouteFacts;
  /** An editing screen is on view (it takes part in the navigation auto-save and can save). */
  readonly canSave: boolean;
  /** The screen on view has unsaved changes (spec 01 section 4, the working-object-changed flag). */
  readonly unsavedChanges: boolean;
  /** The record the screen on view edits, if it is a record screen. */
  readonly record: RecordTarget | null;
  /** The grid on view, if any (a grid screen registers it with the app's active-grid registry). */
  readonly grid: ActiveGrid | null;
  /** The project list, when it is on view. */
  readonly projectList: ProjectListTarget | null;
  /** The lab assignment screen, when it is on view (spec 02 section 2). */
  readonly labAssignment?: LabAssignmentTarget | null;
  /** The analysis results screen on view (spec 02 section 2), if any. */
  readonly results?: ResultsTarget | null;
  /** The borelog side panel of the project or point screen on view (spec 01 section 2, the borelog action). */
  readonly borelog?: BorelogTarget | null;
  /** The dashboard on view (spec 02 section 2, 'Dashboards'), if any. */
  readonly dashboard?: DashboardTarget | null;
  /** The 'add' of each child list on view (add a layer, a soil sample, …), by the kind it adds. */
  readonly adders: ReadonlyMap<AddableKind, AddTarget>;
  /** The external applications whose URL this installation configured. */
  readonly externalApps: ReadonlySet<ExternalAppName>;
  /** The user's feature and function rights (spec 01 section 6). */
  readonly rights: RightsCheck;
  /** What the app can do for a command. */
  readonly app: AppActions;
}

/** The kinds of screen a command can tell apart. */
export type ScreenKind = 'projectList' | 'project' | 'point' | 'record' | 'overview' | 'map' | 'other';

/** The route on view, reduced to what commands ask about. */
export interface RouteFacts {
  readonly screen: ScreenKind;
  /** PrID of the project the route is in, if any. */
  readonly projectId: number | null;
  /** MpGuid of the measurement point the route is in, if any. */
  readonly pointGuid: string | null;
  /** The point screen shows its map beside the form (spec 01 section 2, `…/{openMap}`). */
  readonly mapBeside?: boolean;
}

/** The record screen on view (the generic record editor publishes it). */
export interface RecordTarget {
  /** What kind of record, e.g. 'point' or 'layer' (the breadcrumb's kinds, plus 'project'). */
  readonly kind: string;
  /** Its name as saved, for messages. */
  readonly name: string;
  /** A save or delete is under way: nothing else may start. */
  readonly busy: boolean;
  /** The screen offers deleting this record. */
  readonly deletable: boolean;
  /** Edits a failed save kept as a draft are on offer (nothing typed is lost). */
  readonly draftOffered: boolean;
  /** Lays the kept edits over the record. */
  restoreDraft(): void;
  /** Forgets the kept edits. */
  discardDraft(): void;
  /** Asks the user to confirm the deletion; deletes only once confirmed. */
  requestDelete(): void;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  /** Opens the record before / after this one in its parent's list. */
  goPrevious(): void;
  goNext(): void;
  /** Opens the copy dialog for this record, where the screen offers one (the point's 'duplicate', spec 01 section 2). */
  readonly duplicate?: () => void;
}

/** A field the active grid can multi-edit (spec 01 section 4: only fields whose AllowMultiEdit is true). */
export interface MultiEditField {
  /** The wire name the grid writes, e.g. 'MpTypeCode'. */
  readonly field: string;
  /** The column's header text, already translated. */
  readonly title: string;
}

/**
 * What the grid commands (new row, delete rows, multi-edit) need from the grid on view, and
 * nothing more: a grid screen adapts its grid controller to this. Methods are read when a command
 * asks, never copied, so they are never stale.
 */
export interface ActiveGrid {
  /** Whether rows may be added here (GridControllerOptions.canAddRows). */
  readonly canAddRows: boolean;
  /** How many rows the selection covers now. */
  selectedRowCount(): number;
  /** Adds a row (and selects it). */
  addRow(): void;
  /** Opens the grid's confirmation for deleting the selected rows; deletes only once confirmed. */
  requestDeleteSelectedRows(): void;
  /** The fields the selection can be multi-edited in, in column order. */
  multiEditFields(): readonly MultiEditField[];
  /** Opens multi-edit on the selection, for `field` or (without one) letting the user choose. */
  openMultiEdit(field?: string): void;
  /** Tells `listener` when the selection changes, so buttons can follow; returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
  /** Copies or moves the selected rows' records to another project, where the grid offers it (spec 01 section 4). */
  readonly copyOrMoveSelection?: () => void;
  /** Moves the selected samples to another point or tube, where the grid offers it (the sample grids). */
  readonly transferSelection?: () => void;
  /** Makes one analysis sample of the selected jars, where the grid offers it (spec 02 section 3). */
  readonly makeAnalysisSample?: () => void;
  /** Opens the picker that puts the selection's analysis samples on a lab assignment, where the grid offers it (spec 02 section 2). */
  readonly addSamplesToAssignment?: () => void;
  /** Opens the active row's record on its own screen, where the grid offers it. */
  readonly openActiveRecord?: () => void;
  /** The grid's own keys as actions (undo, clipboard, fill, clear), where the grid offers them to the palette. */
  readonly keys?: GridKeyActions;
  /** Unsaved edits of an earlier visit, kept in this browser, on offer (nothing typed is lost). */
  readonly keptEdits?: KeptEditsOffer;
}

/** Unsaved grid edits kept from an earlier visit (a crash, a closed tab, a failed save). */
export interface KeptEditsOffer {
  /** Whether such edits are on offer now. */
  offered(): boolean;
  /** Lays them back at their cells. */
  restore(): void;
  /** Forgets them. */
  discard(): void;
}

/** What the grid's keys do, for the palette and toolbar buttons that run them (spec 01 section 4: Excel's keys). */
export interface GridKeyActions {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
  /** Copies the selected cells to the system clipboard as tab-separated text. */
  copy(): void;
  cut(): void;
  /** Pastes the system clipboard's text at the selection. */
  paste(): void;
  fillDown(): void;
  clear(): void;
}

/** The lab assignment on view: what its lifecycle allows now (spec 02 section 4). */
export interface LabAssignmentTarget {
  /** It is saved and not sent yet (or its send failed): the order can go to the lab. */
  readonly canSend: boolean;
  readonly canDelete: boolean;
  /** Sends the order, or sends it again after a failure. */
  send(): void;
  /** Deletes it (soft); a sent one asks the user to type DELETE first. */
  requestDelete(): void;
}

/** The analysis results screen on view: its grid or pivot view and the lab result importer (spec 02 section 2). */
export interface ResultsTarget {
  /** The pivot view (components down, analysis samples across) is on view rather than the grid. */
  readonly pivot: boolean;
  /** Switches between the results grid and the pivot view. */
  togglePivot(): void;
  /** 'Force import': the importer checks the delivery folder now. */
  forceImport(): void;
  /** Opens manual input: components added to chosen samples as new result rows (grid view only). */
  openManualInput(): void;
}

/** The dashboard on view (spec 02 section 2): its dialogs and edit mode. */
export interface DashboardTarget {
  /** Edit mode is on. */
  readonly editing: boolean;
  /** Switches edit mode on, or off (storing the widgets). */
  toggleEdit(): void;
  /** Opens the add dialog. */
  add(): void;
  /** Opens the rename dialog (the Home Dashboard refuses it). */
  rename(): void;
  /** Opens the delete confirmation (the Home Dashboard refuses it). */
  requestDelete(): void;
  /** Edit mode: every widget rises as far as it can. */
  autoAlign(): void;
  /** Fetches every widget's data again. */
  refresh(): void;
}

/** The borelog side panel a project or point screen offers (spec 02 section 2, 'Borelog side panel'). */
export interface BorelogTarget {
  readonly open: boolean;
  /** Opens the panel, or closes it when open. */
  toggle(): void;
}

/** The project list on view. */
export interface ProjectListTarget {
  /** The selected project, if any; pinned: synchronised to the user's devices (spec 01 section 4). */
  readonly selected: { readonly prId: number | null; readonly code: string; readonly pinned: boolean } | null;
  /** Pins the selected project, or unpins it after asking (spec 01 section 2). */
  togglePinSelected(): void;
  /** Opens the new-project dialog. */
  createProject(): void;
  /** Asks the user to type DELETE to delete the selected project (spec 01 section 5). */
  requestDeleteSelected(): void;
}

/** The kinds of record a child list on some screen can add (spec 01 section 2). */
export const addableKinds = [
  'point', 'sublocation', 'concernedContact', 'summary', 'layer', 'soilSample', 'gaugingTube', 'finishing',
  'waterSample', 'airSample', 'bottle', 'packaging',
] as const;

/** A kind of record a child list can add. */
export type AddableKind = (typeof addableKinds)[number];

/** A child list's 'add': inserts a record (or asks for its name first) and opens it. */
export interface AddTarget {
  /** An add is under way. */
  readonly busy: boolean;
  add(): void;
}

/** The separate applications linked by URL (spec 01 section 2; src/ui/external-apps.ts). */
export type ExternalAppName = 'import' | 'export' | 'verify' | 'report' | 'xyz';

/** Where a command can send the user (the app maps each to its route). */
export type Destination =
  | { readonly to: 'projectList' }
  | { readonly to: 'project'; readonly projectId: number }
  | { readonly to: 'overview'; readonly projectId: number }
  | { readonly to: 'locationVisits'; readonly projectId: number }
  | { readonly to: 'map'; readonly projectId: number; readonly pointGuids: readonly string[] }
  | { readonly to: 'point'; readonly projectId: number; readonly pointGuid: string; readonly withMap?: boolean }
  | { readonly to: 'xyzImport'; readonly projectId: number }
  | { readonly to: 'exportWizard'; readonly projectId: number }
  /** `kind`: the import chosen on the selection screen (spec 02 section 2); absent: the selection screen. */
  | { readonly to: 'importWizard'; readonly projectId: number | null; readonly kind?: 'regular' | 'new' }
  | { readonly to: 'cadastre'; readonly projectId: number }
  | { readonly to: 'codeConventions'; readonly projectId?: number }
  | { readonly to: 'createWaterSamples'; readonly projectId: number }
  | { readonly to: 'labAssignments'; readonly projectId: number }
  | { readonly to: 'labAssignment'; readonly projectId: number; readonly lbId: number | 'new' }
  | { readonly to: 'results'; readonly projectId: number }
  | { readonly to: 'analysisSamples'; readonly projectId: number }
  | { readonly to: 'dashboard'; readonly projectId: number }
  | { readonly to: 'suggestSamples'; readonly projectId: number; readonly availableSampleDays: number }
  | { readonly to: 'external'; readonly app: ExternalAppName; readonly prId?: number }
  | { readonly to: 'signOut' }
  | { readonly to: 'userAdmin' }
  | { readonly to: 'myAccount' }
  | { readonly to: 'managementStatistics' }
  | { readonly to: 'codeLists' }
  | { readonly to: 'fieldTemplates' }
  | { readonly to: 'news' }
  | { readonly to: 'survey' };

/** The palette's nested pages. */
export type PalettePage = 'projects' | 'points' | 'language' | 'multiEditField';

/** A message for the notice area: a translation key and its values, never a finished sentence. */
export interface NoticeRequest {
  readonly kind: 'success' | 'info' | 'error';
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A right a command needs: a feature word (CheckFunctionRights) or a function (UserHasFunction). */
export type RequiredRight = { readonly feature: string } | { readonly function: string };

/** The rights checks (spec 01 section 6). */
export interface RightsCheck {
  /** Resolves whether the user holds `right`; rejects when the rights cannot be read. */
  allows(right: RequiredRight): Promise<boolean>;
}

/** The app's side of a command's `run`. */
export interface AppActions {
  /** Goes to `destination` through the router (so the navigation auto-save runs first). */
  navigate(destination: Destination): void;
  /** Saves the editing screen on view and reports the outcome in the notice area. */
  saveScreen(): void;
  notify(notice: NoticeRequest): void;
  /** Opens the command palette, at `page` if given. */
  openPalette(page?: PalettePage): void;
  /** Opens the overlay listing the shortcuts available here. */
  showShortcuts(): void;
  /** Opens the user menu in the header, its first entry focused (spec 02 section 2). */
  openUserMenu(): void;
}
