import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WireRow } from '../db/repositories/entity-rows';
import { authenticate } from '../plugins/authenticate';
import { assertSameIdentity } from '../services/auth-service';
import type { Caller } from '../services/caller';
import { getLabAssignmentSoilData, getLabAssignmentWaterData, getProjectWithFieldData } from '../services/lab/lab-field-data';
import {
  getAnalysisSampleRecord, getWaterSampleRecord, recordKey, updateAnalysisSampleRecord, updateWaterSampleRecord,
} from '../services/lab/report-generator';
import { readBody } from './envelopes';
import { dataServicePrefix } from './record-calls';
import { registerCall } from './register-call';
import { authorisationSchema } from './wire';

/** The report generator's prefix (spec 02 section 7, 'Report generator'; the path is not shown, this is ours). */
const reportGeneratorPrefix = '/ReportGenerator' as const;

/** The lab data reads' body: a read body whose Parameters may limit the field samples' age in days (0: none). */
const labDataBody = readBody.extend({
  Parameters: readBody.shape.Parameters.extend({ ExcludeFieldsampleOlderThenXDays: z.coerce.number().int().min(0).max(36500).default(0) }),
  logFormat: z.string().max(10).optional(),
});

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const langQuery = z.object({ lang: z.string().max(10).optional() });

/** An update's body: the record itself, or the record under its name; Authorisation, when sent, must match the token. */
function updateBody(name: 'AnalysisSample' | 'WaterSample') {
  return z.looseObject({ [name]: z.looseObject({}).optional(), Authorisation: authorisationSchema.optional() });
}

function callerOf(request: FastifyRequest): Caller {
  // authenticate runs first and throws without a valid token, so a missing caller is a wiring mistake.
  if (!request.caller) throw new Error(`${request.url} ran without authentication`);
  return request.caller;
}

/** The record an update carries, without the Authorisation object. */
function recordOf(body: Record<string, unknown>, name: string, caller: Caller): WireRow {
  const { Authorisation: authorisation, [name]: named, ...rest } = body;
  if (authorisation) assertSameIdentity(caller, authorisationSchema.parse(authorisation));
  return (named as WireRow | undefined) ?? rest;
}

/**
 * The lab's data reads (spec 02 section 7): GetLabassignmentSoilData and GetLabassignmentWaterData
 * with ExcludeFieldsampleOlderThenXDays, GetProjectWithFieldData; and the report generator's
 * GET GetAnlysisSample/{id}, PUT UpdateAnlysisSample/, GET GetWaterSample/{id} and PUT
 * UpdateWaterSample (names spelled as the spec spells them), each behind the bearer token.
 */
export function registerLabDataCalls(app: FastifyInstance): void {
  const request = (body: z.output<typeof labDataBody>) => ({ projectId: body.Parameters.ProjectID, excludeOlderThanDays: body.Parameters.ExcludeFieldsampleOlderThenXDays });
  registerCall(app, `${dataServicePrefix}/GetLabassignmentSoilData`, labDataBody, ({ body, caller, database }) =>
    getLabAssignmentSoilData(database.db, caller, request(body)));
  registerCall(app, `${dataServicePrefix}/GetLabassignmentWaterData`, labDataBody, ({ body, caller, database }) =>
    getLabAssignmentWaterData(database.db, caller, request(body)));
  registerCall(app, `${dataServicePrefix}/GetProjectWithFieldData`, readBody, ({ body, caller, database }) =>
    getProjectWithFieldData(database.db, caller, body.Parameters.ProjectID));

  const read = { onRequest: authenticate, schema: { params: idParams, querystring: langQuery } };
  app.get(`${reportGeneratorPrefix}/GetAnlysisSample/:id`, read, async (call) =>
    getAnalysisSampleRecord(app.database.db, callerOf(call), recordKey((call.params as z.output<typeof idParams>).id) ?? ''));
  app.get(`${reportGeneratorPrefix}/GetWaterSample/:id`, read, async (call) =>
    getWaterSampleRecord(app.database.db, callerOf(call), recordKey((call.params as z.output<typeof idParams>).id) ?? ''));

  const analysisSampleUpdate = { onRequest: authenticate, schema: { body: updateBody('AnalysisSample'), querystring: langQuery } };
  const analysisSampleHandler = async (call: FastifyRequest) =>
    updateAnalysisSampleRecord(app.database.db, callerOf(call), recordOf(call.body as Record<string, unknown>, 'AnalysisSample', callerOf(call)));
  // The spec writes the path with a trailing slash ('UpdateAnlysisSample/?lang'); both forms are served.
  app.put(`${reportGeneratorPrefix}/UpdateAnlysisSample`, analysisSampleUpdate, analysisSampleHandler);
  app.put(`${reportGeneratorPrefix}/UpdateAnlysisSample/`, analysisSampleUpdate, analysisSampleHandler);
  app.put(`${reportGeneratorPrefix}/UpdateWaterSample`, { onRequest: authenticate, schema: { body: updateBody('WaterSample'), querystring: langQuery } }, async (call) =>
    updateWaterSampleRecord(app.database.db, callerOf(call), recordOf(call.body as Record<string, unknown>, 'WaterSample', callerOf(call))));
}
