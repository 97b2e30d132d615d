import type { FastifyRequest } from 'fastify';

/** The origin browsers reach this server at: PUBLIC_URL, else the request's scheme and host (X-Forwarded-* only with TRUST_PROXY). */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.appConfig.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** An in-app path to return to: only '/…' paths of this app, never '//host' or a URL (no open redirect, ASVS 5.1.5). */
export function safeAppPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : '/';
}
