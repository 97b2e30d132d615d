import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportConfigurations, serverExportTypeIds } from '../../src/domain/exchange/exchange-types';
import { exportParametersSchema } from '../../src/domain/exchange/export-parameters';
import { resultCodes } from '../../src/domain/wire/result-codes';
import { inTransaction, type Executor } from '../db/executor';
import { createBroLookup } from '../services/bro/bro-lookup-client';
import { checkProjectBroIds, broCheckParametersSchema } from '../services/bro/bro-check-call';
import { runExportCall } from '../services/import-export/export-call';
import { createMailer } from '../services/mail/mailer';
import { sendEmailBody, sendEmailBodyLimit, shareExport } from '../services/mail/share-export';
import { registerCall } from './register-call';

/** The import / export service's prefix (spec 02 section 7, '{hash}/export'). */
const importExportPrefix = '/ITWImportExportService_V1_0' as const;

const exportBody = z.object({
  WebserviceVersion: z.literal('1.0').optional(),
  LanguageCode: z.string().max(10).optional(),
  UseCompression: z.boolean().optional(),
  TypeOfExport: z.enum(serverExportTypeIds),
  Parameters: exportParametersSchema,
  WithFilteringOnFieldExport: z.boolean().optional(),
  LogFormat: z.literal('JSON').optional(),
});

/**
 * The export call (spec 02 section 7, 'Import / export service'): the project read in one transaction, written
 * in the asked type; Files carry base64 content and the ExportLog every finding with its alert level, and
 * Metadata the version 2.1.0. Errors only land in the log (spec 02 section 7: 'Export errors are only logged').
 * GetExportConfigurations lists the types with the spec's export config fields. BroIdCheck is the
 * pre-export BRO ID check of the export wizard (spec 02 sections 2 and 4), ours: the spec names no call.
 */
export async function importExportRoutes(app: FastifyInstance): Promise<void> {
  const lookup = createBroLookup({ baseUrl: app.appConfig.broApiUrl });
  registerCall(app, `${importExportPrefix}/export`, exportBody, async ({ body, caller, database, log }) => {
    const request = {
      read: <T>(work: (db: Executor) => Promise<T>) => inTransaction(database.db, work),
      viewer: caller,
      prId: body.Parameters.ProjectID,
      now: new Date(),
      parameters: body.Parameters,
      lookup,
      owner: caller.username,
    };
    const options = { type: body.TypeOfExport, useCompression: body.UseCompression ?? false, conversionContext: body.Parameters.ConversionContext };
    const result = await runExportCall(request, options, (error) => { log.error({ err: error, typeOfExport: body.TypeOfExport }, 'export failed'); });
    return { ResultCode: resultCodes.read, ResultMessage: '', LogFormat: 'JSON', ...result };
  });
  registerCall(app, `${importExportPrefix}/GetExportConfigurations`, z.object({}), async () => ({
    ResultCode: resultCodes.read, ResultMessage: '', ExportConfigurations: exportConfigurations(),
  }), { authorisation: 'optional' });
  registerCall(app, `${importExportPrefix}/BroIdCheck`, z.object({ Parameters: broCheckParametersSchema }), async ({ body, caller, database }) => ({
    ResultCode: resultCodes.read,
    ResultMessage: '',
    Checks: await checkProjectBroIds(database.db, caller, body.Parameters, lookup),
  }));

  // Sharing an export by e-mail (spec 02 section 7, MailingRestService_V1_0/SendEmail).
  registerCall(app, '/MailingRestService_V1_0/SendEmail', sendEmailBody, ({ body, config }) => shareExport(createMailer(config.mail), body), { bodyLimit: sendEmailBodyLimit });
}
