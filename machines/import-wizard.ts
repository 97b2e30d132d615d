import { assign, fromPromise, setup } from 'xstate';
import { stepFailure, type WizardLogEntry } from './wizard-log';

/** A file the user dropped or picked: its name and size; the bytes stay with the browser's File. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** What a step's service answers: the job's log lines, and whether the step succeeded. */
export interface StepAnswer {
  ok: boolean;
  log: readonly WizardLogEntry[];
}

/** The conversion's answer: the order to import and the project code the file proposes. */
export interface ConvertAnswer extends StepAnswer {
  orderId: string | null;
  proposedCode: string | null;
}

/** Context of the import wizard. */
export interface ImportWizardContext {
  importType: string | null;
  files: ChosenFile[];
  orderId: string | null;
  projectCode: string;
  /** Fraction 0..1 of the running step, for the progress bar. */
  progress: number;
  log: WizardLogEntry[];
  /** The imported project's code once the import succeeded. */
  imported: string | null;
}

/** Events of the import wizard (named `importWizard.*`). */
export type ImportWizardEvent =
  | { type: 'importWizard.chooseType'; importType: string }
  | { type: 'importWizard.setFiles'; files: readonly ChosenFile[] }
  | { type: 'importWizard.setCode'; projectCode: string }
  | { type: 'importWizard.progress'; progress: number }
  | { type: 'importWizard.next' }
  | { type: 'importWizard.back' }
  | { type: 'importWizard.close' };

/** What the wizard needs from the app, injected with `provide` (CONVENTIONS rule 3). */
export interface ImportWizardServices {
  /** The upload rules checked before sending (spec 02 section 5): refusals as error lines, none when fine. */
  checkFiles: (request: { importType: string; files: readonly ChosenFile[] }) => Promise<readonly WizardLogEntry[]>;
  /** Uploads and converts (POST convert, then status polling), reporting progress. */
  convert: (request: { importType: string; files: readonly ChosenFile[]; onProgress: (fraction: number) => void }) => Promise<ConvertAnswer>;
  /** ValidateProjectCode (spec 02 section 5): refusals as error lines, none when the code may be used. */
  checkCode: (request: { projectCode: string }) => Promise<readonly WizardLogEntry[]>;
  /** Imports the converted order as a new project (POST import, then status polling), reporting progress. */
  importProject: (request: { orderId: string; projectCode: string; onProgress: (fraction: number) => void }) => Promise<StepAnswer>;
}

function notProvided(name: keyof ImportWizardServices): never {
  throw new Error(`importWizardMachine: '${name}' was not provided`);
}

type Progress = (fraction: number) => void;

/**
 * The import wizard (spec 02 sections 2 and 4: 'convert, then import, then status polling'; drag-and-drop
 * upload, an import log, a new project code): choose the type, drop files, the files are checked,
 * uploaded and converted, a project code is given and checked, the project is imported, and the log
 * shows every line with its level. Next and back work at every step and keep what was chosen; a failure
 * at any step adds an error line to the log and returns to the step that can mend it.
 */
export const importWizardMachine = setup({
  types: { context: {} as ImportWizardContext, events: {} as ImportWizardEvent },
  guards: {
    typeChosen: ({ context }) => context.importType !== null,
    hasFiles: ({ context }) => context.files.length > 0,
    codeGiven: ({ context }) => context.projectCode.trim() !== '',
    notImported: ({ context }) => context.imported === null,
  },
  actions: {
    chooseType: assign(({ context, event }) => (event.type === 'importWizard.chooseType' && event.importType !== context.importType
      ? { importType: event.importType, files: [], orderId: null } : {})),
    setFiles: assign(({ event }) => (event.type === 'importWizard.setFiles' ? { files: [...event.files], orderId: null } : {})),
    setCode: assign(({ event }) => (event.type === 'importWizard.setCode' ? { projectCode: event.projectCode } : {})),
    setProgress: assign(({ event }) => (event.type === 'importWizard.progress' ? { progress: event.progress } : {})),
    resetProgress: assign({ progress: 0 }),
  },
  actors: {
    checkFiles: fromPromise<readonly WizardLogEntry[], { importType: string; files: readonly ChosenFile[] }>(async () => notProvided('checkFiles')),
    convert: fromPromise<ConvertAnswer, { importType: string; files: readonly ChosenFile[]; onProgress: Progress }>(async () => notProvided('convert')),
    checkCode: fromPromise<readonly WizardLogEntry[], { projectCode: string }>(async () => notProvided('checkCode')),
    importProject: fromPromise<StepAnswer, { orderId: string; projectCode: string; onProgress: Progress }>(async () => notProvided('importProject')),
  },
}).createMachine({
  id: 'importWizard',
  context: { importType: null, files: [], orderId: null, projectCode: '', progress: 0, log: [], imported: null },
  initial: 'chooseType',
  states: {
    chooseType: {
      on: {
        'importWizard.close': 'closed',
        'importWizard.chooseType': { actions: 'chooseType' },
        'importWizard.next': { guard: 'typeChosen', target: 'dropFiles' },
      },
    },
    dropFiles: {
      on: {
        'importWizard.close': 'closed',
        'importWizard.setFiles': { actions: 'setFiles' },
        'importWizard.next': { guard: 'hasFiles', target: 'checking' },
        'importWizard.back': 'chooseType',
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkFiles',
        input: ({ context }) => ({ importType: context.importType ?? '', files: context.files }),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'converting' },
          { target: 'dropFiles', actions: assign({ log: ({ context, event }) => [...context.log, ...event.output] }) },
        ],
        onError: { target: 'dropFiles', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('check', event.error)] }) },
      },
    },
    converting: {
      tags: ['busy'],
      entry: 'resetProgress',
      on: { 'importWizard.progress': { actions: 'setProgress' } },
      invoke: {
        src: 'convert',
        input: ({ context, self }) => ({ importType: context.importType ?? '', files: context.files, onProgress: (progress: number) => self.send({ type: 'importWizard.progress', progress }) }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && event.output.orderId !== null,
            target: 'projectCode',
            actions: assign(({ context, event }) => ({
              orderId: event.output.orderId,
              projectCode: context.projectCode.trim() !== '' ? context.projectCode : event.output.proposedCode ?? '',
              log: [...context.log, ...event.output.log],
            })),
          },
          { target: 'dropFiles', actions: assign({ log: ({ context, event }) => [...context.log, ...event.output.log] }) },
        ],
        onError: { target: 'dropFiles', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('convert', event.error)] }) },
      },
    },
    projectCode: {
      on: {
        'importWizard.close': 'closed',
        'importWizard.setCode': { actions: 'setCode' },
        'importWizard.next': { guard: 'codeGiven', target: 'checkingCode' },
        'importWizard.back': 'dropFiles',
      },
    },
    checkingCode: {
      tags: ['busy'],
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({ projectCode: context.projectCode.trim() }),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'importing' },
          { target: 'projectCode', actions: assign({ log: ({ context, event }) => [...context.log, ...event.output] }) },
        ],
        onError: { target: 'projectCode', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('code', event.error)] }) },
      },
    },
    importing: {
      tags: ['busy'],
      entry: 'resetProgress',
      on: { 'importWizard.progress': { actions: 'setProgress' } },
      invoke: {
        src: 'importProject',
        input: ({ context, self }) => ({ orderId: context.orderId ?? '', projectCode: context.projectCode.trim(), onProgress: (progress: number) => self.send({ type: 'importWizard.progress', progress }) }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'log', actions: assign(({ context, event }) => ({ log: [...context.log, ...event.output.log], imported: context.projectCode.trim() })) },
          { target: 'log', actions: assign({ log: ({ context, event }) => [...context.log, ...event.output.log] }) },
        ],
        onError: { target: 'log', actions: assign({ log: ({ context, event }) => [...context.log, stepFailure('import', event.error)] }) },
      },
    },
    log: {
      on: {
        'importWizard.close': 'closed',
        // Back from a failed import: another code may mend it; the converted order is kept.
        'importWizard.back': { target: 'projectCode', guard: 'notImported' },
      },
    },
    closed: { type: 'final' },
  },
});

/** The wizard with its services wired in. */
export function withImportWizardServices(services: ImportWizardServices) {
  return importWizardMachine.provide({
    actors: {
      checkFiles: fromPromise<readonly WizardLogEntry[], { importType: string; files: readonly ChosenFile[] }>(({ input }) => services.checkFiles(input)),
      convert: fromPromise<ConvertAnswer, { importType: string; files: readonly ChosenFile[]; onProgress: Progress }>(({ input }) => services.convert(input)),
      checkCode: fromPromise<readonly WizardLogEntry[], { projectCode: string }>(({ input }) => services.checkCode(input)),
      importProject: fromPromise<StepAnswer, { orderId: string; projectCode: string; onProgress: Progress }>(({ input }) => services.importProject(input)),
    },
  });
}
