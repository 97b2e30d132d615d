import * as z from 'zod';
import { rowConflictSchema } from '../domain/concurrency/row-conflicts';
import type { RowConflict } from '../domain/concurrency/row-conflicts';
import type { ValidationIssue } from '../domain/validation/issue';
import { requestFailedMessage } from '../domain/wire/response-rule';

/** Values for a message's placeholders, as the server's MessageParams carries them. */
export type MessageParams = Record<string, string | number>;

/** Why a call failed: no answer, an HTTP error, a refusal (HTTP 200, non-success), or an unreadable answer. */
export type ApiErrorKind = 'network' | 'http' | 'refused' | 'answer';

/** Client-side message keys of the API client (written to locale-keys.json; spec 01 section 8). */
export const apiMessageKeys = {
  /** 'Request {{name}} failed with message '{{message}}'' — the spec's generic failure. */
  requestFailed: 'api.request.failed',
  /** No answer at all: offline, DNS, refused connection. */
  unreachable: 'api.request.unreachable',
  /** An answer whose tables do not match the entity schemas. */
  unreadable: 'api.answer.unreadable',
  /** A call made while nobody is signed in. */
  signedOut: 'api.session.signedOut',
  /** Spec 01 section 8, 'server error code': the server (or a proxy before it) failed, with no message of its own. */
  serverErrorCode: 'specGaps.api.serverErrorCode',
} as const;

/** What an ApiError is built from. */
export interface ApiErrorInit {
  callName: string;
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  resultCode?: string | null;
  /** The server's ResultMessage (English catalogue text) or a description of the failure. */
  serverMessage: string;
  messageKey: string;
  params?: MessageParams;
  issues?: readonly ValidationIssue[];
  /** Records changed since they were loaded (the answer's Conflicts). */
  conflicts?: readonly RowConflict[];
  cause?: unknown;
}

/**
 * A failed call (spec 01 section 8): `message` is the spec's 'Request {name} failed with message
 * '{message}'', `messageKey` + `params` are what the screen translates (the server's ErrorId and
 * MessageParams when it sent them), `issues` the field findings of a refused write.
 */
export class ApiError extends Error {
  readonly callName: string;
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly resultCode: string | null;
  readonly serverMessage: string;
  readonly messageKey: string;
  readonly params: MessageParams;
  readonly issues: readonly ValidationIssue[];
  /** Records the write was refused for because they changed since they were loaded (spec 01 section 4). */
  readonly conflicts: readonly RowConflict[];

  constructor(init: ApiErrorInit) {
    super(requestFailedMessage(init.callName, init.serverMessage), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.callName = init.callName;
    this.kind = init.kind;
    this.status = init.status;
    this.resultCode = init.resultCode ?? null;
    this.serverMessage = init.serverMessage;
    this.messageKey = init.messageKey;
    this.params = init.params ?? {};
    this.issues = init.issues ?? [];
    this.conflicts = init.conflicts ?? [];
  }
}

/** True for errors thrown by the API client. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const issueSchema = z.looseObject({
  field: z.string(),
  code: z.templateLiteral(['validation.', z.string()]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  severity: z.enum(['error', 'warning']),
});

const errorFieldsSchema = z.looseObject({
  ResultCode: z.string().nullish().catch(null),
  ResultMessage: z.string().nullish().catch(null),
  ErrorId: z.string().min(1).nullish().catch(null),
  MessageParams: z.record(z.string(), z.union([z.string(), z.number()])).nullish().catch(null),
  Issues: z.array(z.unknown()).nullish().catch(null),
  Conflicts: z.array(z.unknown()).nullish().catch(null),
});

/** Issues the server sent (Issues); entries that are not a ValidationIssue are left out rather than trusted. */
export function readIssues(raw: readonly unknown[] | null | undefined): ValidationIssue[] {
  return (raw ?? []).flatMap((entry) => {
    const parsed = issueSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The error for an answer that failed the success rule (spec 01 sections 5 and 8): the server's
 * ErrorId becomes the message key; without one the spec's generic text is the message.
 */
export function errorFromAnswer(callName: string, status: number, answer: unknown, fallbackText = ''): ApiError {
  const fields = errorFieldsSchema.safeParse(answer ?? {});
  const data = fields.success ? fields.data : { ResultCode: null, ResultMessage: null, ErrorId: null, MessageParams: null, Issues: null, Conflicts: null };
  const serverMessage = data.ResultMessage || fallbackText || `HTTP ${status}`;
  const conflicts = (data.Conflicts ?? []).flatMap((entry) => {
    const parsed = rowConflictSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const base = { callName, status, resultCode: data.ResultCode ?? null, serverMessage, issues: readIssues(data.Issues), conflicts };
  const kind: ApiErrorKind = status === 200 ? 'refused' : 'http';
  if (data.ErrorId) return new ApiError({ ...base, kind, messageKey: data.ErrorId, params: data.MessageParams ?? {} });
  if (status >= 500 && !data.ResultMessage) return new ApiError({ ...base, kind, messageKey: apiMessageKeys.serverErrorCode, params: { name: callName, status } });
  return new ApiError({ ...base, kind, messageKey: apiMessageKeys.requestFailed, params: { name: callName, message: serverMessage } });
}

/** The error for a call that got no answer (offline, refused connection). */
export function networkError(callName: string, cause: unknown): ApiError {
  const text = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({ callName, kind: 'network', status: 0, serverMessage: text, messageKey: apiMessageKeys.unreachable, cause });
}

/** The error for a successful answer whose content does not have the expected shape. */
export function unreadableAnswerError(callName: string, part: string, detail: string): ApiError {
  return new ApiError({
    callName, kind: 'answer', status: 200, serverMessage: `${part}: ${detail}`,
    messageKey: apiMessageKeys.unreadable, params: { name: callName, part },
  });
}
