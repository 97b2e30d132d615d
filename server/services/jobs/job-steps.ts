import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { exchangeImportType, projectImportTypeIds, type ExchangeImportType } from '../../../src/domain/exchange/exchange-types';
import { convertImportFiles } from '../../../src/domain/formats/exchange-import';
import { tiDocumentSchema, type TiDocument } from '../../../src/domain/formats/ti/ti-document';
import type { Executor } from '../../db/executor';
import type { JobRow } from '../../db/repositories/jobs';
import { importTiDocument, importTiDocumentInto } from '../import-export/ti-import-service';
import { importLabDelivery } from '../lab-import/import-delivery-step';
import { failureEntry, jobLogEntry, type JobLogEntry } from './job-log';
import { jobMessages } from './job-messages';
import { convertTables, importTables } from './table-steps';
import { convertAquo, importAquo } from './aquo-steps';

/** An uploaded file as the convert step finds it on disk. */
const uploadedFileSchema = z.object({ name: z.string(), path: z.string(), size: z.number() });

/** Input of the convert step: the files of one upload and their type (spec 02 section 9, 'Import types': the exchange registry's). */
const convertInputSchema = z.object({ inputFormatType: z.enum(projectImportTypeIds), files: z.array(uploadedFileSchema).min(1) });

/** Input of the import step: the code of the new project (spec 02 section 5), or the existing project to import into. */
const importInputSchema = z.union([z.object({ projectCode: z.string() }), z.object({ projectId: z.number().int() })]);

/** What a step reports: done or failed, what it produced, and its log lines. */
export interface StepOutcome {
  ok: boolean;
  result: unknown;
  log: JobLogEntry[];
}

/** What a step is given. */
export interface StepContext {
  db: Executor;
  job: JobRow;
  /** The job's own folder: its uploads and its converted document. */
  folder: string;
  onProgress: (fraction: number) => void;
}

const convertedFile = 'converted.json';

/** Converts the upload into a .ti document on disk; the wizard shows its counts and the proposed project code. */
async function convert({ job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const input = convertInputSchema.parse(JSON.parse(job.input));
  if (input.files.length === 0) return { ok: false, result: null, log: [jobLogEntry('error', jobMessages.noFiles)] };
  const files = await Promise.all(input.files.map(async (file) => ({ name: file.name, content: new Uint8Array(await readFile(file.path)) })));
  const read = convertImportFiles(input.inputFormatType, files, new Date());
  onProgress(0.5);
  if (!read.ok) return { ok: false, result: null, log: read.log };
  await writeFile(join(folder, convertedFile), JSON.stringify(read.value));
  const counts = Object.fromEntries(Object.entries(read.value.tables).map(([table, rows]) => [table, rows.length]));
  return { ok: true, result: { projectCode: read.value.project.PrCode ?? null, projectName: read.value.project.PrName ?? null, counts }, log: read.log };
}

/** Imports the converted document as a new project, or into an existing one (spec 02 section 5): all or nothing either way. */
async function importProject({ db, job, folder, onProgress }: StepContext): Promise<StepOutcome> {
  const target = importInputSchema.parse(JSON.parse(job.input));
  const document: TiDocument = tiDocumentSchema.parse(JSON.parse(await readFile(join(folder, convertedFile), 'utf8')));
  const viewer = { licenceId: job.licenceId, userId: job.userId };
  try {
    const imported = 'projectCode' in target
      ? await importTiDocument(db, viewer, document, target.projectCode, { onProgress, orderId: job.orderId })
      : await importTiDocumentInto(db, viewer, document, target.projectId, { onProgress });
    const points = document.tables.tblMeasurementPoints?.length ?? 0;
    return { ok: true, result: imported, log: [jobLogEntry('info', jobMessages.imported, { code: imported.prCode, points })] };
  } catch (error) {
    return { ok: false, result: null, log: [failureEntry(error, jobMessages.importFailed)] };
  }
}

/** The registry's target of the job's type (src/domain/exchange/exchange-types): a project, the rows of an existing one, or an Aquo file's. */
function targetOf(job: JobRow): ExchangeImportType['target'] | 'aquo' {
  const { inputFormatType } = z.object({ inputFormatType: z.string().optional() }).parse(JSON.parse(job.input));
  if (inputFormatType === 'aquoCsv') return 'aquo';
  return exchangeImportType(inputFormatType ?? 'ti')?.target ?? 'project';
}

const converters = { project: (context: StepContext) => convert(context), projectRows: convertTables, aquo: convertAquo };
const importers = { project: (context: StepContext) => importProject(context), projectRows: importTables, aquo: importAquo };

/** Each phase's step, by the import type's target. */
export const jobSteps: Record<JobRow['phase'], (context: StepContext) => Promise<StepOutcome>> = {
  convert: async (context) => {
    try {
      const target = targetOf(context.job);
      return await converters[target === 'analysisResults' ? 'project' : target](context);
    } catch (error) {
      return { ok: false, result: null, log: [failureEntry(error, jobMessages.conversionFailed)] };
    }
  },
  import: (context) => {
    const target = targetOf(context.job);
    return importers[target === 'analysisResults' ? 'project' : target](context);
  },
  labResults: importLabDelivery,
};
