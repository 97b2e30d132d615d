import { z } from 'zod';
import { prIdSchema } from '../../../src/domain/entities/wire-types';
import { badRequest } from '../../errors';
import { wireRowsSchema } from '../../routes/envelopes';
import { resultMessages } from './result-messages';

/** The largest Content text a result call takes: 120,000 results of some 300 characters. */
export const maxContentLength = 48 * 1024 * 1024;

/** A result call's body (spec 02 section 7): Content as JSON text, or, for the reads, the usual Parameters. */
export const resultCallBody = z.object({
  Content: z.string().max(maxContentLength).optional(),
  Parameters: z.looseObject({}).optional(),
  LanguageCode: z.string().max(10).optional(),
  WebserviceVersion: z.string().max(10).optional(),
});

/** What a read names: the project, and optionally one analysis sample (SampleGuid, as GetAllSampleParts). */
const readContentSchema = z.object({ ProjectID: prIdSchema, SampleGuid: z.string().min(1).max(100).optional() });

/** What UpdateAnalysisResults carries: the project, the action, and the results (or, for DELETE, their ArGuids and versions). */
const updateContentSchema = z.object({
  ProjectID: prIdSchema,
  Action: z.enum(['INSERT', 'UPDATE', 'UPSERT', 'DELETE']).default('UPSERT'),
  Results: wireRowsSchema,
});

/** The parsed read request. */
export type ResultReadRequest = z.output<typeof readContentSchema>;
/** The parsed update request. */
export type ResultUpdateRequest = z.output<typeof updateContentSchema>;

function parseWith<S extends z.ZodType>(schema: S, body: z.output<typeof resultCallBody>): z.output<S> {
  let value: unknown = body.Parameters;
  if (body.Content !== undefined) {
    try {
      value = JSON.parse(body.Content) as unknown;
    } catch (error) {
      throw badRequest(resultMessages.contentInvalid, { details: error instanceof Error ? error.message : String(error) });
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(resultMessages.contentInvalid, { details: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'Content'}: ${issue.message}`).join('; ') });
  return parsed.data;
}

/** The project (and sample) a result read names, from Content or Parameters. */
export function readRequestOf(body: z.output<typeof resultCallBody>): ResultReadRequest {
  return parseWith(readContentSchema, body);
}

/** The UpdateAnalysisResults request from its Content text. */
export function updateRequestOf(body: z.output<typeof resultCallBody>): ResultUpdateRequest {
  return parseWith(updateContentSchema, { ...body, Content: body.Content ?? '' });
}
