import { extname } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../errors';
import { authenticate } from '../plugins/authenticate';
import type { JobRunner } from '../services/jobs/job-runner';
import { jobMessages } from '../services/jobs/job-messages';
import { maxUploadBytes } from '../services/jobs/upload-rules';
import { LabImporter, type ImporterStatus, type Received } from '../services/lab-import/lab-importer';
import { labImportMessages } from '../services/lab-import/lab-import-messages';
import { deliveryExtensions } from '../services/lab-import/read-delivery-file';
import { registerCall } from './register-call';

/** Where the lab result importer's calls live (ours; spec 02 section 2 names the screen, not its calls). */
const prefix = '/LabResultImporter' as const;

function statusAnswer(status: ImporterStatus) {
  return { ResultCode: 'Succes', State: status.state, LastRunAt: status.lastRunAt, Folder: status.folder, Deliveries: status.deliveries };
}

/** Reads every file of a multipart upload (spec 02 section 5: supported types only, at most 200 MB each). */
async function uploadedFiles(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }[]> {
  const files: { name: string; bytes: Buffer }[] = [];
  for await (const part of request.files()) {
    if (!deliveryExtensions.has(extname(part.filename).toLowerCase())) throw badRequest(labImportMessages.unsupported, { file: part.filename });
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, 'Payload_Too_Large', jobMessages.fileTooLarge, { file: part.filename, limit: maxUploadBytes / 1024 / 1024 });
      }
      throw error;
    });
    files.push({ name: part.filename, bytes });
  }
  if (files.length === 0) throw badRequest(jobMessages.noFiles);
  return files;
}

/**
 * The lab result importer's calls (spec 02 sections 2 and 4), on the job queue's runner: GetStatus
 * (state checking / idle / running, last run, the latest deliveries with their import logs),
 * ForceImport (check the licence's folder now) and Upload (a multipart upload of delivery files).
 * Registered inside the job orchestrator so they share its runner and multipart parser.
 */
export function labResultImporterRoutes(app: FastifyInstance, runner: JobRunner): void {
  const importer = new LabImporter(app.database, app.appConfig.labImport, app.appConfig.dataDir, runner, app.log);
  app.addHook('onReady', () => importer.start());
  app.addHook('onClose', () => importer.stop());

  registerCall(app, `${prefix}/GetStatus`, z.object({}), async ({ caller }) => statusAnswer(await importer.status(caller.licenceId)));
  registerCall(app, `${prefix}/ForceImport`, z.object({}), async ({ caller }) => {
    await importer.force(caller.licenceId, caller.licenceNumber);
    return statusAnswer(await importer.status(caller.licenceId));
  });
  app.post(`${prefix}/Upload`, { onRequest: authenticate }, async (request) => {
    const caller = request.caller;
    if (!caller) throw new Error('upload ran without authentication');
    const received: (Received & { fileName: string })[] = [];
    for (const file of await uploadedFiles(request)) {
      received.push({ fileName: file.name, ...await importer.receive(caller.licenceId, caller.userId, file.name, file.bytes, 'upload') });
    }
    return { ResultCode: 'Succes', Received: received };
  });
}
