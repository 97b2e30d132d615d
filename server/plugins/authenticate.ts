import type { FastifyRequest } from 'fastify';
import { callerForToken } from '../services/auth-service';

/** The token of an `Authorization: Bearer …` header, if the header has that form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * onRequest hook for every API call except sign-in and refresh: no, an unknown or an expired
 * bearer token answers 401 before the body is read (issue 'Data service', deliver 5).
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  request.caller = await callerForToken(request.server.database.db, bearerToken(request));
}
