import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Base path of the app (spec 01 section 9). */
export const appBasePath = '/Web/';

/** Vite's folder of content-hashed files: safe to cache for a year, and never answered with the app. */
const assetsPath = `${appBasePath}assets/`;

/** True when the built client is present, so the app can be served. */
export function hasBuiltClient(clientDir: string): boolean {
  return existsSync(join(clientDir, 'index.html'));
}

/**
 * Serves the built client under /Web/ (issue 'Data service', deliver 1): its files as they are,
 * hashed assets cached for a year, index.html never cached. Register only when hasBuiltClient.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: appBasePath,
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = path.includes(`${join(clientDir, 'assets')}`);
      response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/Web', (_request, reply) => reply.redirect(appBasePath));
}

/**
 * Whether a path no route claims should get the app's index.html: a GET for a client-side route
 * under /Web/ (deep links such as /Web/projects/12), but not a missing hashed asset.
 */
export function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && path.startsWith(appBasePath) && !path.startsWith(assetsPath);
}

/** Answers the app's index.html for a client route (the not-found handler calls it). */
export function sendClientApp(reply: FastifyReply): FastifyReply {
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile('index.html');
}
