import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prIdSchema } from '../../src/domain/entities/wire-types';
import { getLabAssignments, labAssignmentActionSchema, labAssignmentsBetween, setLabAssignments } from '../services/lab/lab-assignments';
import { getAllResults, getAllResultsWithConclusions, getAllSamplesWithResults, updateAnalysisResults } from '../services/lab/analysis-results';
import { maxContentLength, readRequestOf, resultCallBody, updateRequestOf } from '../services/lab/result-content';
import { getAllSampleParts, getAllSamples } from '../services/lab/sample-calls';
import { sendLabAssignment } from '../services/lab/send-assignment';
import { createMailer } from '../services/mail/mailer';
import { recordKindSpecs } from '../services/project-records/record-kinds';
import { readBody } from './envelopes';
import { dataServicePrefix, registerRecordCalls } from './record-calls';
import { registerLabDataCalls } from './lab-data-calls';
import { registerCall } from './register-call';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/);

/**
 * The data service's lab calls (spec 02 section 7): analysis samples and the field samples they are
 * made of on the generic record calls, lab assignments with their soft delete, the list across
 * projects by date, sending an order to the lab (ours: SendLabassignment), and the analysis results.
 */
export async function labRoutes(app: FastifyInstance): Promise<void> {
  registerRecordCalls(app, recordKindSpecs.analysisSample, { write: 'SetAnalysisSamples' });
  registerRecordCalls(app, recordKindSpecs.analysisSamplePart, { write: 'SetAnalysisSampleParts' });
  // The sample reads take Content as JSON text or the usual Parameters, like the result calls (spec 02 section 7).
  registerCall(app, `${dataServicePrefix}/GetAllSamples`, resultCallBody, ({ body, caller, database }) => getAllSamples(database.db, caller, readRequestOf(body)));
  registerCall(app, `${dataServicePrefix}/GetAllSampleParts`, resultCallBody, ({ body, caller, database }) => getAllSampleParts(database.db, caller, readRequestOf(body)));
  registerLabDataCalls(app);
  registerCall(app, `${dataServicePrefix}/SetLabassignment`, z.object({ data: z.looseObject({}), action: labAssignmentActionSchema }), ({ body, caller, database }) =>
    setLabAssignments(database.db, caller, body.action, body.data));
  registerCall(app, `${dataServicePrefix}/GetLabassignments`, readBody, ({ body, caller, database }) =>
    getLabAssignments(database.db, caller, body.Parameters.ProjectID));
  registerCall(app, `${dataServicePrefix}/GetAllLabAssignmentsBetweenDateRanges`, z.object({ FromDate: wireDate, ToDate: wireDate }), ({ body, caller, database }) =>
    labAssignmentsBetween(database.db, caller, body.FromDate, body.ToDate));
  registerCall(app, `${dataServicePrefix}/SendLabassignment`, z.object({ data: z.object({ PrID: prIdSchema, LbID: z.number().int() }) }), ({ body, caller, database, config }) =>
    sendLabAssignment(database.db, createMailer(config.mail), caller, body.data.PrID, body.data.LbID, { sikbXsdDir: config.sikbXsdDir }));
  // The analysis result calls carry Content as JSON text (spec 02 section 7); a save may hold a project's results.
  const resultBody = { bodyLimit: maxContentLength + 64 * 1024 };
  registerCall(app, `${dataServicePrefix}/GetAllResults`, resultCallBody, ({ body, caller, database }) => getAllResults(database.db, caller, readRequestOf(body)));
  registerCall(app, `${dataServicePrefix}/GetAllSamplesWithResults`, resultCallBody, ({ body, caller, database }) => getAllSamplesWithResults(database.db, caller, readRequestOf(body)));
  registerCall(app, `${dataServicePrefix}/GetAllResultsWithConclusions`, resultCallBody, ({ body, caller, database }) => getAllResultsWithConclusions(database.db, caller, readRequestOf(body)));
  registerCall(app, `${dataServicePrefix}/UpdateAnalysisResults`, resultCallBody, ({ body, caller, database }) => updateAnalysisResults(database.db, caller, updateRequestOf(body)), resultBody);
}
