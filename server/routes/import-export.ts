import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { refusedReadCode, resultCodes } from '../../src/domain/wire/result-codes';
import { inTransaction } from '../db/executor';
import { exportTypeNames, exportWriters } from '../services/import-export/export-types';
import { createMailer } from '../services/mail/mailer';
import { sendEmailBody, sendEmailBodyLimit, shareExport } from '../services/mail/share-export';
import { registerCall } from './register-call';

/** The import / export service's prefix (spec 02 section 7, '{hash}/export'). */
const importExportPrefix = '/ITWImportExportService_V1_0' as const;

const exportBody = z.object({
  WebserviceVersion: z.string().max(20).optional(),
  LanguageCode: z.string().max(10).optional(),
  UseCompression: z.boolean().optional(),
  TypeOfExport: z.enum(exportTypeNames),
  Parameters: z.looseObject({ ProjectID: prIdSchema, MeasurementPointGuids: z.array(z.string().max(64)).max(100_000).optional() }),
  WithFilteringOnFieldExport: z.boolean().optional(),
  LogFormat: z.literal('JSON').optional(),
});

/**
 * The export call (spec 02 section 7, 'Import / export service'): the project read in one transaction, written
 * in the asked type; Files carry base64 content and the ExportLog every finding with its alert level.
 * Errors only land in the log (spec 02 section 7: 'Export errors are only logged').
 */
export async function importExportRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, `${importExportPrefix}/export`, exportBody, async ({ body, caller, database }) => {
    const outcome = await inTransaction(database.db, (trx) =>
      exportWriters[body.TypeOfExport]({
        db: trx, viewer: caller, prId: body.Parameters.ProjectID, now: new Date(),
        ...(body.Parameters.MeasurementPointGuids ? { pointGuids: body.Parameters.MeasurementPointGuids } : {}),
      }));
    const files = outcome.ok
      ? outcome.files.map((file) => ({ FileName: file.name, MediaType: file.mediaType, FileContent: Buffer.from(file.content).toString('base64') }))
      : [];
    return { ResultCode: outcome.ok ? resultCodes.read : refusedReadCode, ResultMessage: '', Files: files, ExportLog: outcome.log };
  });

  // Sharing an export by e-mail (spec 02 section 7, MailingRestService_V1_0/SendEmail).
  registerCall(app, '/MailingRestService_V1_0/SendEmail', sendEmailBody, ({ body, config }) => shareExport(createMailer(config.mail), body), { bodyLimit: sendEmailBodyLimit });
}
