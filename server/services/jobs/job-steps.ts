import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { exchangeImportType, projectImportTypeIds, type ExchangeImportTypeId } from '../../../src/domain/exchange/exchange-types';
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
import { convertWatercourses, importWatercourses } from './watercourse-steps';
import type { MediaStorage } from '../media/media-storage';

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
  /** Where an import keeps the media it makes (a watercourse zip's map layer). */
  media: MediaStorage;
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
      : await importTiDocumentInto(db, viewer, document, target.projectId, { onProgress, orderId: job.orderId });
    const points = document.tables.tblMeasurementPoints?.length ?? 0;
    return { ok: true, result: imported, log: [jobLogEntry('info', jobMessages.imported, { code: imported.prCode, points })] };
  } catch (error) {
    return { ok: false, result: null, log: [failureEntry(error, jobMessages.importFailed)] };
  }
}

/** The steps of the new import's types (spec 02 section 9, 'New import'), which have readers and writes of their own. */
const newImportSteps = {
  aquoCsv: { convert: convertAquo, import: importAquo },
  watercourseZip: { convert: convertWatercourses, import: importWatercourses },
} satisfies Partial<Record<ExchangeImportTypeId, { convert: Step; import: Step }>>;

type Step = (context: StepContext) => Promise<StepOutcome>;

/** A phase's step for the job's type: the new import's own, else by the registry's target (src/domain/exchange/exchange-types). */
function stepOf(job: JobRow, phase: 'convert' | 'import'): Step {
  const { inputFormatType = 'ti' } = z.object({ inputFormatType: z.string().optional() }).parse(JSON.parse(job.input));
  if (Object.hasOwn(newImportSteps, inputFormatType)) return newImportSteps[inputFormatType as keyof typeof newImportSteps][phase];
  const target = exchangeImportType(inputFormatType)?.target ?? 'project';
  if (target === 'projectRows') return phase === 'convert' ? convertTables : importTables;
  return phase === 'convert' ? convert : importProject;
}

/** Each phase's step, by the import type. */
export const jobSteps: Record<JobRow['phase'], Step> = {
  convert: async (context) => {
    try {
      return await stepOf(context.job, 'convert')(context);
    } catch (error) {
      return { ok: false, result: null, log: [failureEntry(error, jobMessages.conversionFailed)] };
    }
  },
  import: (context) => stepOf(context.job, 'import')(context),
  labResults: importLabDelivery,
};
