import { and, assign, fromPromise, setup } from 'xstate';
import { linesAtLevels } from '../src/domain/formats/export-log';
import type { AlertLevel } from '../src/domain/formats/export-log';
import { shareIssues, shareRecipients } from '../src/domain/mail/share-rules';
import { stepFailure, type WizardLogEntry } from './wizard-log';

/** A measurement point the user can put in the export selection. */
export interface PointChoice {
  guid: string;
  name: string;
}

/** A file an export produced, ready to download. */
export interface ExportedFile {
  name: string;
  content: Blob;
}

/** What the export answers: its log lines, and the file when it succeeded. */
export interface ExportAnswer {
  ok: boolean;
  log: readonly WizardLogEntry[];
  file: ExportedFile | null;
}

/** What the export is asked to write: the type, the points chosen, the description and references. */
export interface ExportRequest {
  exportType: string;
  pointGuids: readonly string[];
  description: string;
  references: string;
}

/** The share-by-e-mail form (spec 02 section 2: 'share by e-mail with a subject'): addresses as typed, subject, message. */
export interface ShareForm {
  recipients: string;
  subject: string;
  message: string;
}

/** What sending the share answers: whether the mail went, and its log lines. */
export interface ShareAnswer {
  ok: boolean;
  log: readonly WizardLogEntry[];
}

/** What the share sends: the addresses, subject and message, and the exported file attached. */
export interface ShareRequest {
  recipients: readonly string[];
  subject: string;
  message: string;
  file: ExportedFile;
}

/** Every alert level of the log (spec 02 section 4), all shown until the user filters. */
export const alertLevels: readonly AlertLevel[] = ['info', 'warning', 'error'];

/** Context of the export wizard. */
export interface ExportWizardContext {
  exportType: string | null;
  /** The project's points, loaded once; null until then. */
  points: PointChoice[] | null;
  /** GUIDs of the points to export. */
  selection: string[];
  description: string;
  references: string;
  /** Fraction 0..1 of the running export, for the progress bar. */
  progress: number;
  log: WizardLogEntry[];
  /** The log's alert-level filter: the levels shown. */
  levels: AlertLevel[];
  /** The file of the last export that succeeded. */
  exported: ExportedFile | null;
  share: ShareForm;
  /** The recipients the last successful share went to. */
  sharedWith: string[];
}

/** Events of the export wizard (named `exportWizard.*`). */
export type ExportWizardEvent =
  | { type: 'exportWizard.chooseType'; exportType: string }
  | { type: 'exportWizard.setSelection'; guids: readonly string[] }
  | { type: 'exportWizard.setDescription'; description: string }
  | { type: 'exportWizard.setReferences'; references: string }
  | { type: 'exportWizard.toggleLevel'; level: AlertLevel }
  | { type: 'exportWizard.progress'; progress: number }
  | { type: 'exportWizard.setShare'; share: Partial<ShareForm> }
  | { type: 'exportWizard.next' }
  | { type: 'exportWizard.back' }
  | { type: 'exportWizard.close' };

/** What the wizard needs from the app, injected with `provide` (CONVENTIONS rule 3). */
export interface ExportWizardServices {
  /** The project's measurement points, for the selection step. */
  loadPoints: () => Promise<readonly PointChoice[]>;
  /** Writes the export (spec 02 section 7, the export call), reporting progress. */
  exportFile: (request: ExportRequest & { onProgress: (fraction: number) => void }) => Promise<ExportAnswer>;
  /** SendEmail (spec 02 section 7, MailingRestService) with the exported file attached. */
  shareFile: (request: ShareRequest) => Promise<ShareAnswer>;
}

function notProvided(name: keyof ExportWizardServices): never {
  throw new Error(`exportWizardMachine: '${name}' was not provided`);
}

type ExportInput = ExportRequest & { onProgress: (fraction: number) => void };

/** The log lines the alert-level filter shows (spec 02 section 2, 'an export log with an alert filter'). */
export function visibleLog(context: Pick<ExportWizardContext, 'log' | 'levels'>): WizardLogEntry[] {
  return linesAtLevels(context.log, context.levels);
}

/**
 * The export wizard (spec 02 section 2, 'Export wizard: select, next/back, description, references,
 * progress, export log with an alert filter, and share by e-mail with a subject'): choose the type, edit
 * which points go, give a description and references, export with a progress bar, read the log filtered by
 * alert level, and send the file by e-mail (subject required, addresses valid: spec 02 section 5). Next and back work at
 * every step and keep what was chosen; a failure at any step adds an error line to the log (spec 02
 * section 4) and returns to the step that can mend it.
 */
export const exportWizardMachine = setup({
  types: { context: {} as ExportWizardContext, events: {} as ExportWizardEvent },
  guards: {
    typeChosen: ({ context }) => context.exportType !== null,
    pointsLoaded: ({ context }) => context.points !== null,
    hasSelection: ({ context }) => context.selection.length > 0,
    canShare: ({ context }) => context.exported !== null,
    shareValid: ({ context }) => shareIssues(context.share).length === 0,
  },
  actions: {
    chooseType: assign(({ event }) => (event.type === 'exportWizard.chooseType' ? { exportType: event.exportType } : {})),
    setSelection: assign(({ context, event }) => (event.type === 'exportWizard.setSelection'
      ? { selection: (context.points ?? []).map((point) => point.guid).filter((guid) => event.guids.includes(guid)) } : {})),
    setDescription: assign(({ event }) => (event.type === 'exportWizard.setDescription' ? { description: event.description } : {})),
    setReferences: assign(({ event }) => (event.type === 'exportWizard.setReferences' ? { references: event.references } : {})),
    toggleLevel: assign(({ context, event }) => (event.type === 'exportWizard.toggleLevel'
      ? { levels: context.levels.includes(event.level) ? context.levels.filter((level) => level !== event.level) : alertLevels.filter((level) => level === event.level || context.levels.includes(level)) }
      : {})),
    setProgress: assign(({ event }) => (event.type === 'exportWizard.progress' ? { progress: event.progress } : {})),
    startExport: assign({ progress: 0, exported: null, sharedWith: [] }),
    setShare: assign(({ context, event }) => (event.type === 'exportWizard.setShare' ? { share: { ...context.share, ...event.share } } : {})),
  },
  actors: {
    loadPoints: fromPromise<readonly PointChoice[]>(async () => notProvided('loadPoints')),
    exportFile: fromPromise<ExportAnswer, ExportInput>(async () => notProvided('exportFile')),
    shareFile: fromPromise<ShareAnswer, ShareRequest>(async () => notProvided('shareFile')),
  },
}).createMachine({
  id: 'exportWizard',
  context: { exportType: null, points: null, selection: [], description: '', references: '', progress: 0, log: [], levels: [...alertLevels], exported: null, share: { recipients: '', subject: '', message: '' }, sharedWith: [] },
  initial: 'chooseType',
  states: {
    chooseType: {
      on: {
        'exportWizard.close': 'closed',
        'exportWizard.chooseType': { actions: 'chooseType' },
        'exportWizard.next': [
          { guard: and(['typeChosen', 'pointsLoaded']), target: 'selection' },
          { guard: 'typeChosen', target: 'loadingPoints' },
        ],
      },
    },
    loadingPoints: {
      tags: ['busy'],
      invoke: {
        src: 'loadPoints',
        // Every point is selected at first: the whole project is the usual export.
        onDone: { target: 'selection', actions: assign(({ event }) => ({ points: [...event.output], selection: event.output.map((point) => point.guid) })) },
        onError: { target: 'chooseType', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('points', event.error)] }) },
      },
    },
    selection: {
      on: {
        'exportWizard.close': 'closed',
        'exportWizard.setSelection': { actions: 'setSelection' },
        'exportWizard.next': { guard: 'hasSelection', target: 'description' },
        'exportWizard.back': 'chooseType',
      },
    },
    description: {
      on: {
        'exportWizard.close': 'closed',
        'exportWizard.setDescription': { actions: 'setDescription' },
        'exportWizard.setReferences': { actions: 'setReferences' },
        'exportWizard.next': 'exporting',
        'exportWizard.back': 'selection',
      },
    },
    exporting: {
      tags: ['busy'],
      entry: 'startExport',
      on: { 'exportWizard.progress': { actions: 'setProgress' } },
      invoke: {
        src: 'exportFile',
        input: ({ context, self }) => ({
          exportType: context.exportType ?? '',
          pointGuids: context.selection,
          description: context.description.trim(),
          references: context.references.trim(),
          onProgress: (progress: number) => self.send({ type: 'exportWizard.progress', progress }),
        }),
        onDone: [
          { guard: ({ event }) => event.output.ok && event.output.file !== null, target: 'log', actions: assign(({ context, event }) => ({ log: [...context.log, ...event.output.log], exported: event.output.file })) },
          { target: 'log', actions: assign({ log: ({ context, event }) => [...context.log, ...event.output.log] }) },
        ],
        onError: { target: 'log', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('export', event.error)] }) },
      },
    },
    log: {
      on: {
        'exportWizard.close': 'closed',
        'exportWizard.toggleLevel': { actions: 'toggleLevel' },
        // Back to the description: another try (or another type) keeps every choice.
        'exportWizard.back': 'description',
        // On to sharing the file by e-mail (spec 02 section 4: '… log, share by e-mail').
        'exportWizard.next': { guard: 'canShare', target: 'share' },
      },
    },
    share: {
      on: {
        'exportWizard.close': 'closed',
        'exportWizard.setShare': { actions: 'setShare' },
        'exportWizard.next': { guard: 'shareValid', target: 'sharing' },
        'exportWizard.back': 'log',
      },
    },
    sharing: {
      tags: ['busy'],
      invoke: {
        src: 'shareFile',
        input: ({ context }) => ({
          recipients: shareRecipients(context.share.recipients),
          subject: context.share.subject.trim(),
          message: context.share.message.trim(),
          // The guard of the share step holds the file.
          file: context.exported ?? { name: '', content: new Blob([]) },
        }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'log', actions: assign(({ context, event }) => ({ log: [...context.log, ...event.output.log], sharedWith: shareRecipients(context.share.recipients) })) },
          { target: 'share', actions: assign({ log: ({ context, event }) => [...context.log, ...event.output.log] }) },
        ],
        onError: { target: 'share', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('share', event.error)] }) },
      },
    },
    closed: { type: 'final' },
  },
});

/** The wizard with its services wired in. */
export function withExportWizardServices(services: ExportWizardServices) {
  return exportWizardMachine.provide({
    actors: {
      loadPoints: fromPromise<readonly PointChoice[]>(() => services.loadPoints()),
      exportFile: fromPromise<ExportAnswer, ExportInput>(({ input }) => services.exportFile(input)),
      shareFile: fromPromise<ShareAnswer, ShareRequest>(({ input }) => services.shareFile(input)),
    },
  });
}
