import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serverExportTypeIds } from '../../src/domain/exchange/exchange-types';
import { exportParametersSchema } from '../../src/domain/exchange/export-parameters';
import { resultCodes } from '../../src/domain/wire/result-codes';
import { inTransaction } from '../db/executor';
import { createBroLookup } from '../services/bro/bro-lookup-client';
import { checkProjectBroIds, broCheckParametersSchema } from '../services/bro/bro-check-call';
import { exportWriters } from '../services/import-export/export-types';
import { createMailer } from '../services/mail/mailer';
import { sendEmailBody, sendEmailBodyLimit, shareExport } from '../services/mail/share-export';
import { registerCall } from './register-call';

/** The import / export service's prefix (spec 02 section 7, '{hash}/export'). */
const importExportPrefix = '/ITWImportExportService_V1_0' as const;

const exportBody = z.object({
  WebserviceVersion: z.string().max(20).optional(),
  LanguageCode: z.string().max(10).optional(),
  UseCompression: z.boolean().optional(),
  TypeOfExport: z.enum(serverExportTypeIds),
  Parameters: exportParametersSchema,
  WithFilteringOnFieldExport: z.boolean().optional(),
  LogFormat: z.literal('JSON').optional(),
});

/**
 * The export call (spec 02 section 7, 'Import / export service'): the project read in one transaction, written
 * in the asked type; Files carry base64 content and the ExportLog every finding with its alert level.
 * Errors only land in the log (spec 02 section 7: 'Export errors are only logged'). BroIdCheck is the
 * pre-export BRO ID check of the export wizard (spec 02 sections 2 and 4), ours: the spec names no call.
 */
export async function importExportRoutes(app: FastifyInstance): Promise<void> {
  const lookup = createBroLookup({ baseUrl: app.appConfig.broApiUrl });
  registerCall(app, `${importExportPrefix}/export`, exportBody, async ({ body, caller, database }) => {
    const outcome = await exportWriters[body.TypeOfExport]({
      read: (work) => inTransaction(database.db, work),
      viewer: caller,
      prId: body.Parameters.ProjectID,
      now: new Date(),
      parameters: body.Parameters,
      lookup,
      owner: caller.username,
    });
    const files = outcome.ok
      ? outcome.files.map((file) => ({ FileName: file.name, MediaType: file.mediaType, FileContent: Buffer.from(file.content).toString('base64') }))
      : [];
    // Spec 02 section 7: 'Export errors are only logged'. An export that could write nothing answers no files and
    // the log that says why, so the wizard shows each error line instead of one failed call.
    return { ResultCode: resultCodes.read, ResultMessage: '', Files: files, ExportLog: outcome.log };
  });
  registerCall(app, `${importExportPrefix}/BroIdCheck`, z.object({ Parameters: broCheckParametersSchema }), async ({ body, caller, database }) => ({
    ResultCode: resultCodes.read,
    ResultMessage: '',
    Checks: await checkProjectBroIds(database.db, caller, body.Parameters, lookup),
  }));

  // Sharing an export by e-mail (spec 02 section 7, MailingRestService_V1_0/SendEmail).
  registerCall(app, '/MailingRestService_V1_0/SendEmail', sendEmailBody, ({ body, config }) => shareExport(createMailer(config.mail), body), { bodyLimit: sendEmailBodyLimit });
}
