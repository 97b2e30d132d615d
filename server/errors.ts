import type { ValidationIssue } from '../src/domain/validation/issue';
import { platformMessages, renderMessage } from './messages';
import type { CatalogueMessage, MessageParams } from './messages';

/**
 * An error a call answers on purpose: an HTTP status, a stable id (the catalogue key) and the
 * catalogue message (CONVENTIONS rule 6). The one error handler in error-handler.ts answers it.
 */
export class AppError extends Error {
  /** HTTP status; 200 for a refusal that answers a non-success ResultCode. */
  readonly status: number;
  /** The wire ResultCode, e.g. 'Import_Failed' or 'Unauthorized'. */
  readonly resultCode: string;
  readonly catalogueMessage: CatalogueMessage;
  readonly params: MessageParams;
  /** Findings of src/domain rules that refused a write (spec 01 section 5). */
  readonly issues: readonly ValidationIssue[];
  /** Further answer fields, e.g. { FileContent: null } so the answer keeps the call's shape. */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(status: number, resultCode: string, message: CatalogueMessage, params: MessageParams = {}, options: RefusalOptions = {}) {
    super(renderMessage(message, params));
    this.name = 'AppError';
    this.status = status;
    this.resultCode = resultCode;
    this.catalogueMessage = message;
    this.params = params;
    this.issues = options.issues ?? [];
    this.extra = options.extra ?? {};
  }

  /** The stable id clients switch on: the catalogue key. */
  get id(): string {
    return this.catalogueMessage.key;
  }
}

/** Extra content of a refusal. */
export interface RefusalOptions {
  issues?: readonly ValidationIssue[];
  extra?: Record<string, unknown>;
}

/** 400: the request has the wrong shape or values (issue 'Data service', deliver 7 and 10). */
export function badRequest(message: CatalogueMessage, params?: MessageParams): AppError {
  return new AppError(400, 'Bad_Request', message, params);
}

/** 401: no token, or one that is unknown or expired (issue 'Data service', deliver 5). */
export function unauthorised(message: CatalogueMessage, params?: MessageParams): AppError {
  return new AppError(401, 'Unauthorized', message, params);
}

/** 403: signed in, but not allowed, e.g. an Authorisation object for someone else (deliver 5). */
export function forbidden(message: CatalogueMessage, params?: MessageParams): AppError {
  return new AppError(403, 'Forbidden', message, params);
}

/** 404: an unknown call, or data of another licence (answered as not found, deliver 5). */
export function notFound(message: CatalogueMessage, params?: MessageParams): AppError {
  return new AppError(404, 'Not_Found', message, params);
}

/** 413: a body over BODY_LIMIT (deliver 7). */
export function payloadTooLarge(limitBytes: number): AppError {
  return new AppError(413, 'Payload_Too_Large', platformMessages.bodyTooLarge, { limit: formatBytes(limitBytes) });
}

/**
 * 429: a sign-in or refresh refused while its address or account is locked (ASVS 2.2.1); the
 * error handler also sends the wait as Retry-After.
 */
export function tooManyRequests(message: CatalogueMessage, seconds: number): AppError {
  return new AppError(429, 'Too_Many_Requests', message, { seconds });
}

/**
 * HTTP 200 with a non-success ResultCode (e.g. 'Import_Failed') and the catalogue message: a write
 * or read the rules refused (issue 'Data service', deliver 10). Throw it inside the transaction so
 * nothing is written.
 */
export function refused(resultCode: string, message: CatalogueMessage, params?: MessageParams, options?: RefusalOptions): AppError {
  return new AppError(200, resultCode, message, params, options);
}

/** 500 with a generic message; the cause is logged, never answered. */
export function internal(): AppError {
  return new AppError(500, 'Server_Error', platformMessages.internal);
}

/** True for errors made by the factories above. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** 220200960 → '210 MB'; small limits stay readable in kB or bytes. */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} kB`;
  return `${bytes} bytes`;
}
