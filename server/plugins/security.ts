import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content security policy the Vite-built React app satisfies (issue 'Data service', deliver 5):
 * scripts and styles from our origin only (inline styles allowed for React style attributes),
 * images also as data: and blob: URLs (map exports, thumbnails), calls to our origin only. No
 * upgrade-insecure-requests: a self-hosted installation may run on plain HTTP in a LAN.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Security headers on every answer, API and app alike (@fastify/helmet). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
}
