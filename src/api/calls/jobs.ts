import * as z from 'zod';
import { fetchWithBearer } from '../bearer-fetch';
import { unreadableAnswerError } from '../errors';
import type { ApiClient, CallOptions } from '../http';

/** The job orchestrator's prefix (spec 02 section 7, 'Job orchestrator (bearer id token)'). */
const prefix = '/JobOrchestrator';

const logEntrySchema = z.object({
  level: z.enum(['info', 'warning', 'error']),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const statusSchema = z.object({
  orderId: z.string(),
  phase: z.enum(['convert', 'import']),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  result: z.unknown(),
  log: z.array(logEntrySchema),
});

/** A job's status (GET status/{orderId}): its phase, state, progress 0..1, result and log lines. */
export type JobStatus = z.output<typeof statusSchema>;

const limitsSchema = z.object({ maxFiles: z.number().int().positive(), maxFileBytes: z.number().int().positive() });

/** The upload rules' limits of this server (spec 02 section 5: 'maximum file count per upload (parameterised)'). */
export type UploadLimits = z.output<typeof limitsSchema>;

/** One call to the orchestrator (its refusals are the wizard's log lines, never a sign-out). */
function call(api: ApiClient, callName: string, path: string, init: RequestInit, options?: CallOptions): Promise<Record<string, unknown>> {
  return fetchWithBearer(api, callName, `${prefix}${path}`, init, options);
}

function parsed<T>(callName: string, schema: z.ZodType<T>, answer: unknown, part: string): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw unreadableAnswerError(callName, part, z.prettifyError(result.error));
  return result.data;
}

/** GET limits: the maximum file count and size the server takes. */
export async function getUploadLimits(api: ApiClient, options?: CallOptions): Promise<UploadLimits> {
  return parsed('UploadLimits', limitsSchema, await call(api, 'UploadLimits', '/limits', { method: 'GET' }, options), 'limits');
}

/** POST convert: the files as a multipart upload (streamed to the server's disk), answering the order id. */
export async function convertFiles(api: ApiClient, files: readonly File[], inputFormatType: string, options?: CallOptions): Promise<string> {
  const form = new FormData();
  // Before the files: the server checks each file against the named type as it arrives.
  form.append('inputFormatType', inputFormatType);
  for (const file of files) form.append('files', file, file.name);
  const answer = await call(api, 'Convert', '/convert', { method: 'POST', body: form }, options);
  return parsed('Convert', z.object({ convertJobs: z.array(z.object({ orderId: z.string() })).min(1) }), answer, 'convertJobs').convertJobs[0]?.orderId ?? '';
}

/** POST import of a converted order under a project code (spec 02 section 7). */
export async function importOrder(api: ApiClient, request: { orderId: string; inputFormatType: string; projectCode: string; fileName: string }, options?: CallOptions): Promise<void> {
  const body = { orderId: request.orderId, inputFormatType: request.inputFormatType, projectFiles: [{ projectCode: request.projectCode, filename: request.fileName }] };
  await call(api, 'Import', '/import', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, options);
}

/** GET status/{orderId}. */
export async function getJobStatus(api: ApiClient, orderId: string, options?: CallOptions): Promise<JobStatus> {
  return parsed('Status', statusSchema, await call(api, 'Status', `/status/${encodeURIComponent(orderId)}`, { method: 'GET' }, options), 'status');
}
