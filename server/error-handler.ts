import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, internal, isAppError, notFound, payloadTooLarge } from './errors';
import { platformMessages } from './messages';

/** How many validation problems one 400 answer lists before it says 'and N more'. */
const maxListedProblems = 5;

/** The JSON body of every error answer: the spec's ResultCode/ResultMessage plus our stable id. */
export interface ErrorAnswer {
  ResultCode: string;
  ResultMessage: string;
  /** Stable id = translation key of the message, e.g. 'server.auth.tokenExpired'. */
  ErrorId: string;
  MessageParams: Record<string, string | number>;
  Issues?: unknown[];
  [extra: string]: unknown;
}

/** The answer body for an AppError (no stack, no cause: those are only logged). */
function errorAnswer(error: AppError): ErrorAnswer {
  return {
    ...error.extra,
    ResultCode: error.resultCode,
    ResultMessage: error.message,
    ErrorId: error.id,
    MessageParams: error.params,
    ...(error.issues.length > 0 ? { Issues: [...error.issues] } : {}),
  };
}

interface ValidationProblem {
  instancePath: string;
  message?: string;
}

/** 'Layers.0.LaFrom: Too big: expected number to be <=2147483647; …' from zod or JSON-schema findings. */
function describeProblems(problems: readonly ValidationProblem[], context: string | undefined): string {
  const listed = problems.slice(0, maxListedProblems).map((problem) => {
    const path = problem.instancePath.split('/').filter(Boolean).join('.');
    return `${path || context || 'body'}: ${problem.message ?? 'invalid'}`;
  });
  const more = problems.length - listed.length;
  return listed.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

function hasValidation(error: unknown): error is FastifyError & { validation: ValidationProblem[] } {
  return typeof error === 'object' && error !== null && Array.isArray((error as { validation?: unknown }).validation);
}

/** Turns anything thrown into the AppError that is answered (issue 'Data service', deliver 7). */
function toAppError(error: unknown, bodyLimit: number): AppError {
  if (isAppError(error)) return error;
  if (hasValidation(error)) {
    return badRequest(platformMessages.invalidBody, { details: describeProblems(error.validation, error.validationContext) });
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest(platformMessages.malformedJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'Unsupported_Media_Type', platformMessages.unsupportedMediaType);
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return payloadTooLarge(bodyLimit);
    return new AppError(status, 'Bad_Request', platformMessages.requestFailed, { status });
  }
  return internal();
}

/**
 * The one Fastify error handler: answers the AppError as JSON with its status, logs server faults
 * with their stack, and never puts a stack trace in an answer (CONVENTIONS rule 6).
 */
export function createErrorHandler(bodyLimit: number) {
  return function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    // A route may set its own limit (uploads); the 413 message names the one that applied.
    const answer = toAppError(error, request.routeOptions.bodyLimit ?? bodyLimit);
    if (answer.status >= 500) request.log.error({ err: error }, 'call failed');
    else request.log.info({ errorId: answer.id, status: answer.status }, answer.message);
    if (answer.status === 401) reply.header('WWW-Authenticate', 'Bearer');
    if (answer.status === 429 && typeof answer.params.seconds === 'number') reply.header('Retry-After', String(answer.params.seconds));
    return reply.code(answer.status).type('application/json; charset=utf-8').send(errorAnswer(answer));
  };
}

/** JSON 404 for every path no route claims (the client app's fallback is handled before this). */
export function unknownCallAnswer(request: FastifyRequest): ErrorAnswer {
  const path = request.url.split('?')[0] ?? request.url;
  return errorAnswer(notFound(platformMessages.unknownCall, { method: request.method, path }));
}

