import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest, isAppError, notFound } from '../errors';
import { maxUploadBytes } from '../../src/domain/uploads/upload-rules';
import { receiveUploads } from './receive-uploads';
import { authenticate } from '../plugins/authenticate';
import { insertJob, queueJobPhase, selectJob } from '../db/repositories/jobs';
import { describeIssues } from '../services/issue-text';
import { projectCodeIssues } from '../services/project-code';
import { projectMessages } from '../services/project-messages';
import { jobMessages } from '../services/jobs/job-messages';
import { JobRunner, jobFolder } from '../services/jobs/job-runner';
import { importTypeOfFile, maxUploadFiles } from '../services/jobs/upload-rules';
import type { Caller } from '../services/caller';
import type { Executor } from '../db/executor';
import { selectProject, selectProjects } from '../db/repositories/projects';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { labResultImporterRoutes } from './lab-result-importer';
import { exchangeImportType } from '../../src/domain/exchange/exchange-types';

/** The job orchestrator's prefix (spec 02 section 7, 'Job orchestrator'). */
const prefix = '/JobOrchestrator' as const;

const importBody = z.object({
  licenseNumber: z.number().int().optional(),
  orderId: z.uuid(),
  inputFormatType: z.string().max(20).optional(),
  // projectId (ours): import into that existing project instead of a new project code.
  projectFiles: z.array(z.object({ projectCode: z.unknown(), filename: z.string().max(300).optional(), projectId: prIdSchema.optional() })).length(1),
});

/** Where an import goes: into an existing project of the caller's licence, or a new project under an allowed, unused code (spec 02 section 5). */
async function importTarget(db: Executor, caller: Caller, file: { projectCode?: unknown; projectId?: number } | undefined): Promise<{ projectId: number } | { projectCode: string }> {
  if (file?.projectId !== undefined) {
    if (!(await selectProject(db, caller.licenceId, file.projectId))) throw notFound(projectMessages.notFound);
    return { projectId: file.projectId };
  }
  const issues = await projectCodeIssues(db, caller.licenceId, file?.projectCode);
  if (issues.length > 0) throw new AppError(400, 'Bad_Request', projectMessages.invalidCode, { reason: describeIssues(issues) }, { issues });
  return { projectCode: String(file?.projectCode).trim() };
}

/** The import type the order was converted as; '' while it is not a converted order (the queueing refuses it then). */
function convertedType(job: { input: string }): string {
  const parsed = z.object({ inputFormatType: z.string() }).safeParse(JSON.parse(job.input));
  return parsed.success ? parsed.data.inputFormatType : '';
}

/** The project of the licence an import into an existing project names by its code (any letter case). */
async function existingProjectId(db: Executor, licenceId: number, code: unknown): Promise<number> {
  const wanted = typeof code === 'string' ? code.trim().toLowerCase() : '';
  const found = (await selectProjects(db, licenceId, { kind: 'all' })).find((project) => String(project.PrCode ?? '').trim().toLowerCase() === wanted);
  if (!found || wanted === '') throw badRequest(jobMessages.projectNotFound, { code: String(code ?? '') });
  return Number(found.PrID);
}

function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('job call ran without authentication');
  return request.caller;
}

/**
 * The job orchestrator (spec 02 section 7): POST convert (a multipart upload, streamed to disk) answers
 * convertJobs[0].orderId; POST import queues the converted order's import as a new project code; GET
 * status/{orderId} answers phase, state, progress and the log. Jobs run in this process's JobRunner.
 */
export async function jobOrchestratorRoutes(app: FastifyInstance): Promise<void> {
  const config = app.appConfig;
  const maxFiles = maxUploadFiles();
  // SQLite: the runner shares the calls' one connection. better-sqlite3 waits for another connection's write lock
  // synchronously, so a save meeting an import's open transaction on a second connection in this process froze
  // the whole server until busy_timeout and then failed; on one connection it waits its turn without blocking.
  // Imports write in short transactions where they can (spec 02 section 4), so the wizard's status calls and
  // other users' saves go between them. PostgreSQL: the pool gives the runner connections of its own.
  const runner = new JobRunner(app.database, config, app.log);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());

  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: maxFiles + 1, fields: 10, parts: maxFiles + 11 } });
  labResultImporterRoutes(app, runner);

  app.post(`${prefix}/convert`, { onRequest: authenticate }, async (request) => {
    const caller = callerOf(request);
    const orderId = randomUUID();
    const folder = jobFolder(config.dataDir, orderId);
    try {
      // The wizard names the type (inputFormatType, sent before the files): a .csv may be a table or an Aquo file.
      const { files, fields } = await receiveUploads(request, folder, {
        maxFiles,
        check: (fileName, sent) => {
          const type = importTypeOfFile(fileName, sent.inputFormatType);
          return isAppError(type) ? type : undefined;
        },
      });
      const type = importTypeOfFile(files[0]?.name ?? '', fields.inputFormatType);
      const types = new Set(files.map((file) => importTypeOfFile(file.name, fields.inputFormatType)));
      if (isAppError(type)) throw type;
      if (types.size > 1) throw badRequest(jobMessages.mixedTypes);
      await insertJob(app.database.db, { orderId, licenceId: caller.licenceId, userId: caller.userId, phase: 'convert', input: JSON.stringify({ inputFormatType: type, files }) }, new Date());
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    runner.wake();
    return { ResultCode: 'Succes', convertJobs: [{ orderId }] };
  });

  app.post(`${prefix}/import`, { onRequest: authenticate, schema: { body: importBody } }, async (request) => {
    const caller = callerOf(request);
    const body = request.body as z.output<typeof importBody>;
    const job = await selectJob(app.database.db, caller.licenceId, body.orderId);
    if (!job) throw notFound(jobMessages.notFound, { orderId: body.orderId });
    const inputFormatType = convertedType(job);
    const input = JSON.stringify(exchangeImportType(inputFormatType)?.target === 'projectRows'
      ? { inputFormatType, projectCode: String(body.projectFiles[0]?.projectCode).trim(), prId: await existingProjectId(app.database.db, caller.licenceId, body.projectFiles[0]?.projectCode) }
      : { inputFormatType, ...(await importTarget(app.database.db, caller, body.projectFiles[0])) });
    if (!(await queueJobPhase(app.database.db, body.orderId, 'import', input, new Date()))) throw badRequest(jobMessages.notConverted, { orderId: body.orderId });
    runner.wake();
    return { ResultCode: 'Succes', orderId: body.orderId };
  });

  // The upload rules' limits, so the wizard refuses a file before sending it (spec 02 section 5).
  app.get(`${prefix}/limits`, { onRequest: authenticate }, async () => ({ ResultCode: 'Succes', maxFiles, maxFileBytes: maxUploadBytes }));

  app.get(`${prefix}/status/:orderId`, { onRequest: authenticate }, async (request) => {
    const caller = callerOf(request);
    const { orderId } = z.object({ orderId: z.string().max(100) }).parse(request.params);
    const job = await selectJob(app.database.db, caller.licenceId, orderId);
    if (!job) throw notFound(jobMessages.notFound, { orderId });
    return {
      ResultCode: 'Succes',
      orderId,
      phase: job.phase,
      state: job.state,
      progress: runner.progressOf(orderId) ?? job.progress,
      result: job.result === null ? null : JSON.parse(job.result) as unknown,
      log: JSON.parse(job.log) as unknown,
    };
  });
}
