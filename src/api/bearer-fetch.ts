import { errorFromAnswer, networkError } from './errors';
import type { ApiClient, CallOptions } from './http';

/**
 * One request outside the JSON call contract (the job orchestrator, the single sign-on service's GETs)
 * with the bearer token, renewed when due. Its refusals are thrown as ApiErrors, never a sign-out:
 * these are not the data calls of spec 01 section 8.
 */
export async function fetchWithBearer(api: ApiClient, callName: string, url: string, init: RequestInit, options?: CallOptions): Promise<Record<string, unknown>> {
  const token = await api.bearer(callName);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}`, Accept: 'application/json' }, signal: options?.signal ?? null, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw networkError(callName, error);
  }
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's page): the status and text say what went wrong.
  }
  if (response.status !== 200) throw errorFromAnswer(callName, response.status, answer, text.slice(0, 200));
  return (answer ?? {}) as Record<string, unknown>;
}
