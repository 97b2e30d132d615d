import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../errors';
import type { JobRunner } from '../services/jobs/job-runner';
import { LabImporter, type ImporterStatus, type Received } from '../services/lab-import/lab-importer';
import { labImportMessages } from '../services/lab-import/lab-import-messages';
import { deliveryExtensions } from '../services/lab-import/read-delivery-file';
import { registerCall } from './register-call';

/** Where the lab result importer's calls live (ours; spec 02 section 2 names the screen, not its calls). */
const prefix = '/LabResultImporter' as const;

function statusAnswer(status: ImporterStatus) {
  return { ResultCode: 'Succes', State: status.state, LastRunAt: status.lastRunAt, Folder: status.folder, Deliveries: status.deliveries };
}

/** An upload of delivery files as the media service sends files (spec 02 section 3): names and base64 content. */
const uploadBody = z.object({
  Files: z.array(z.object({ FileName: z.string().trim().min(1).max(255), FileContent: z.base64() })).min(1).max(20),
});

/**
 * The lab result importer's calls (spec 02 sections 2 and 4), on the job queue's runner: GetStatus
 * (state checking / idle / running, last run, the latest deliveries with their import logs),
 * ForceImport (check the licence's folder now) and Upload (delivery files as base64, at most BODY_LIMIT).
 * Registered inside the job orchestrator so they share its runner.
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
  registerCall(app, `${prefix}/Upload`, uploadBody, async ({ body, caller }) => {
    // Spec 02 section 5: supported file types only, every file checked before any is kept.
    const unsupported = body.Files.find((file) => !deliveryExtensions.has(extname(file.FileName).toLowerCase()));
    if (unsupported) throw badRequest(labImportMessages.unsupported, { file: unsupported.FileName });
    const received: (Received & { fileName: string })[] = [];
    for (const file of body.Files) {
      received.push({ fileName: file.FileName, ...await importer.receive(caller.licenceId, caller.userId, file.FileName, Buffer.from(file.FileContent, 'base64'), 'upload') });
    }
    return { ResultCode: 'Succes', Received: received };
  }, { bodyLimit: app.appConfig.bodyLimit });
}
