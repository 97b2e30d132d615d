import type { SuccessCode } from './result-codes';

/** What the success rule looks at in an answer. */
export interface ResponseSummary {
  status: number;
  resultCode?: string | null;
  resultMessage?: string | null;
}

/**
 * A response counts as a success only with HTTP 200, a success result code for the call, and a
 * result message that does not contain the word 'error' in any case (spec 01 section 5).
 */
export function isSuccessfulResponse(response: ResponseSummary, successCodes: readonly SuccessCode[]): boolean {
  if (response.status !== 200) return false;
  if (!response.resultCode || !(successCodes as readonly string[]).includes(response.resultCode)) return false;
  return !/error/i.test(response.resultMessage ?? '');
}

/** The generic failure text of the error catalogue (spec 01 section 8). */
export function requestFailedMessage(callName: string, message: string): string {
  return `Request ${callName} failed with message '${message}'`;
}
