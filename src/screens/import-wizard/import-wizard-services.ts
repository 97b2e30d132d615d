import type { QueryClient } from '@tanstack/react-query';
import type { ChosenFile, ConvertAnswer, ImportWizardServices, StepAnswer } from '../../../machines/import-wizard';
import type { WizardLogEntry } from '../../../machines/wizard-log';
import { isApiError } from '../../api/errors';
import { convertFiles, getJobStatus, getUploadLimits, importOrder, type JobStatus } from '../../api/calls/jobs';
import { validateProjectCode } from '../../api/calls/projects';
import { projectQueries } from '../../api';
import { apiOf } from '../../api/queries/api-binding';
import type { ApiClient } from '../../api/http';
import { importTypeOf, uploadRefusals } from '../../domain/uploads/import-types';
import type { ValidationIssue } from '../../domain/validation/issue';
import { localProjectCodeIssues, serverProjectCodeIssues } from '../project-list/project-code-issues';

/** How often the wizard asks for a running job's status (spec 02 section 4: 'status polling'). */
const pollMs = 300;

/** The browser's File objects behind the machine's chosen names and sizes; the bytes never pass through the machine. */
export interface ChosenFileStore {
  files(): readonly File[];
}

const issueEntries = (issues: readonly ValidationIssue[]): WizardLogEntry[] => issues.map((issue) => ({ level: 'error', key: issue.code, params: issue.params ?? {} }));

/** A refused call as a log line: the server's catalogue message (or the call's failure), its values kept. */
function refusalEntry(error: unknown): WizardLogEntry {
  if (isApiError(error)) return { level: 'error', key: error.messageKey, params: error.params };
  throw error;
}

/** The job's log lines as the wizard's: the orchestrator already speaks in catalogue keys. */
const jobLog = (status: JobStatus): WizardLogEntry[] => status.log.map((entry) => ({ level: entry.level, key: entry.key, params: entry.params ?? {} }));

/** Polls status/{orderId} until the job's step ended, reporting its progress on the way. */
async function settled(api: ApiClient, orderId: string, phase: JobStatus['phase'], onProgress: (fraction: number) => void): Promise<JobStatus> {
  for (;;) {
    const status = await getJobStatus(api, orderId);
    if (status.phase === phase && (status.state === 'done' || status.state === 'failed')) {
      onProgress(1);
      return status;
    }
    onProgress(status.phase === phase ? status.progress : 0);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Reads one byte of every file: a file the browser cannot read (gone, no permission) or an empty one is 'unreadable'. */
async function unreadable(files: readonly File[]): Promise<WizardLogEntry[]> {
  const refused: WizardLogEntry[] = [];
  for (const file of files) {
    try {
      if (file.size === 0 || (await file.slice(0, 1).arrayBuffer()).byteLength === 0) throw new Error('empty');
    } catch {
      refused.push({ level: 'error', key: 'importExport.importWizard.unreadable', params: { file: file.name } });
    }
  }
  return refused;
}

const proposedCodeOf = (status: JobStatus): string | null => {
  const result = status.result;
  return result !== null && typeof result === 'object' && 'projectCode' in result && typeof result.projectCode === 'string' ? result.projectCode : null;
};

const importedProjectId = (status: JobStatus): number | null => {
  const result = status.result;
  return result !== null && typeof result === 'object' && 'prId' in result && typeof result.prId === 'number' ? result.prId : null;
};

/**
 * The import wizard's services on the real server (spec 02 sections 5 and 7): the upload rules checked in the
 * browser first (the server checks them again), POST convert with the files, POST import under the code,
 * each followed by status polling; ValidateProjectCode for a new project's code, the licence's projects for
 * the code of the project a table import goes into.
 */
export function importWizardServices(client: QueryClient, chosen: ChosenFileStore, targetPrId: number | null, onImported: (prId: number) => void): ImportWizardServices {
  const api = apiOf(client);
  const filesOf = (names: readonly ChosenFile[]) => chosen.files().filter((file) => names.some((name) => name.name === file.name && name.size === file.size));
  let importType = '';
  // The job's log keeps every step's lines (the conversion's, an earlier import try's); the wizard shows each once.
  let shownLines = 0;
  const intoExisting = () => importTypeOf(importType)?.target === 'existingProject';
  // A table import proposes the project the wizard was opened from; a project file proposes its own code.
  const targetCode = async () => (targetPrId === null ? null : (await client.fetchQuery(projectQueries.detail(targetPrId)))?.PrCode ?? null);
  return {
    checkFiles: async ({ importType: type, files }) => {
      const limits = await getUploadLimits(api);
      const refusals = uploadRefusals(type, files, limits.maxFiles).map((refusal): WizardLogEntry => ({ level: 'error', ...refusal }));
      return refusals.length > 0 ? refusals : unreadable(filesOf(files));
    },
    convert: async ({ importType: type, files, onProgress }): Promise<ConvertAnswer> => {
      importType = type;
      try {
        const orderId = await convertFiles(api, filesOf(files), type);
        const status = await settled(api, orderId, 'convert', onProgress);
        const ok = status.state === 'done';
        shownLines = status.log.length;
        return { ok, orderId: ok ? orderId : null, proposedCode: intoExisting() ? await targetCode() : proposedCodeOf(status), log: jobLog(status) };
      } catch (error) {
        return { ok: false, orderId: null, proposedCode: null, log: [refusalEntry(error)] };
      }
    },
    checkCode: async ({ projectCode }) => {
      if (intoExisting()) {
        const projects = await client.fetchQuery(projectQueries.list('all'));
        const found = projects.some((project) => String(project.PrCode ?? '').trim().toLowerCase() === projectCode.trim().toLowerCase());
        return found ? [] : [{ level: 'error', key: 'importExport.server.projectNotFound', params: { code: projectCode } }];
      }
      const local = localProjectCodeIssues(projectCode);
      if (local.length > 0) return issueEntries(local);
      return issueEntries(serverProjectCodeIssues(await validateProjectCode(api, projectCode)));
    },
    importProject: async ({ orderId, projectCode, onProgress }): Promise<StepAnswer> => {
      try {
        await importOrder(api, { orderId, inputFormatType: importType, projectCode, fileName: chosen.files()[0]?.name ?? '' });
        const status = await settled(api, orderId, 'import', onProgress);
        const prId = importedProjectId(status);
        if (status.state === 'done' && prId !== null) {
          // A new project, or rows of a project that may be cached anywhere: every cached answer is stale.
          await client.invalidateQueries();
          onImported(prId);
        }
        const log = jobLog(status).slice(shownLines);
        shownLines = status.log.length;
        return { ok: status.state === 'done', log };
      } catch (error) {
        return { ok: false, log: [refusalEntry(error)] };
      }
    },
  };
}
