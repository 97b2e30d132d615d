import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readProjectRecords } from '../services/project-records/read-records';
import { writeProjectRecords } from '../services/project-records/write-records';
import type { RecordKindSpec } from '../services/project-records/record-kinds';
import { readBody, writeBody } from './envelopes';
import { registerCall } from './register-call';

/** Where the data service's calls live (spec 01 section 7). */
export const dataServicePrefix = '/ITWDataRestService_V1_0';

// The data object's parent, rows and keys depend on the kind: the service reads them (400 when malformed).
const recordWriteBody = writeBody(z.looseObject({}));

/**
 * Registers the write and read call of one project-record kind (spec 01 section 7), e.g.
 * SetSubLocation and GetSublocations, on the generic record services.
 */
export function registerRecordCalls(app: FastifyInstance, spec: RecordKindSpec, calls: { write: string; read?: string }): void {
  registerCall(app, `${dataServicePrefix}/${calls.write}`, recordWriteBody, ({ body, caller, database }) =>
    writeProjectRecords(database.db, caller, spec, body.action, body.data));
  // A kind whose read has its own body (the lab's sample reads) registers it itself.
  if (calls.read === undefined) return;
  registerCall(app, `${dataServicePrefix}/${calls.read}`, readBody, ({ body, caller, database }) =>
    readProjectRecords(database.db, caller, spec, body.Parameters.ProjectID));
}
