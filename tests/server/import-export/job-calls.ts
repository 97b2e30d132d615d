import { expect } from 'vitest';
import type { Session, TestServer } from '../harness';

/** A job's status as GET status/{orderId} answers it. */
export interface JobStatus {
  orderId: string;
  phase: 'convert' | 'import';
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  result: Record<string, unknown> | null;
  log: { level: string; key: string; params: Record<string, unknown> }[];
}

/** Uploads files to POST /JobOrchestrator/convert as a browser's form does, naming their type when given; answers status and body. */
export async function uploadForConversion(server: { url: string }, session: Session, files: { name: string; bytes: Uint8Array }[], inputFormatType?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  if (inputFormatType !== undefined) form.append('inputFormatType', inputFormatType);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${server.url}/JobOrchestrator/convert`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.accessToken}` } });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

/** GET status/{orderId}. */
export async function jobStatus(server: { url: string }, session: Session, orderId: string): Promise<{ status: number; body: JobStatus }> {
  const response = await fetch(`${server.url}/JobOrchestrator/status/${orderId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  return { status: response.status, body: await response.json() as JobStatus };
}

/** Polls the status until the job's step has ended (done or failed). */
export async function settledJob(server: { url: string }, session: Session, orderId: string): Promise<JobStatus> {
  for (;;) {
    const { body } = await jobStatus(server, session, orderId);
    if (body.state === 'done' || body.state === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POST /JobOrchestrator/import of a converted order as a new project code. */
export function importOrder(server: TestServer, session: Session, orderId: string, projectCode: unknown): ReturnType<TestServer['post']> {
  return server.post('/JobOrchestrator/import', { orderId, projectFiles: [{ projectCode, filename: 'project.ti' }] }, session.accessToken);
}

/** The order id of a convert answer. */
export function orderIdOf(body: Record<string, unknown>): string {
  const jobs = body.convertJobs as { orderId: string }[] | undefined;
  const orderId = jobs?.[0]?.orderId;
  if (!orderId) throw new Error(`no orderId in ${JSON.stringify(body)}`);
  return orderId;
}

/**
 * Uploads files (of `inputFormatType` when named), converts them and imports the order under `projectCode`; answers
 * the conversion's status where it did not end done, otherwise the import's.
 */
export async function convertedAndImported(server: TestServer, session: Session, files: { name: string; bytes: Uint8Array }[], projectCode: string, inputFormatType?: string): Promise<JobStatus> {
  const upload = await uploadForConversion(server, session, files, inputFormatType);
  expect(upload.status).toBe(200);
  const orderId = orderIdOf(upload.body);
  const converted = await settledJob(server, session, orderId);
  if (converted.state !== 'done') return converted;
  expect((await importOrder(server, session, orderId, projectCode)).status).toBe(200);
  return settledJob(server, session, orderId);
}
