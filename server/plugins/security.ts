import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { mapLayerCatalogue, tileOrigins } from '../../src/domain/map/map-layer-catalogue';

/**
 * Content security policy the Vite-built React app satisfies (issue 'Data service', deliver 5):
 * scripts and styles from our origin only (inline styles allowed for React style attributes),
 * images also as data: and blob: URLs (map exports, thumbnails) and from the map layer catalogue's
 * tile hosts (spec 02 section 2, 'Map'), calls to our origin only. No
 * upgrade-insecure-requests: a self-hosted installation may run on plain HTTP in a LAN.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(mapLayerCatalogue)],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Strict-Transport-Security, sent only on answers to HTTPS requests (ASVS 14.4.5; RFC 6797 8.1:
 * browsers ignore it over plain HTTP, where it only misleads). The scheme is the connection's, or
 * X-Forwarded-Proto only with TRUST_PROXY. No includeSubDomains: a self-hosted installation does
 * not own its sibling host names, which may still serve plain HTTP on the company network.
 */
const strictTransportSecurity = 'max-age=31536000';

/**
 * Security headers on every answer, API and app alike (@fastify/helmet); HSTS over HTTPS only;
 * `Cache-Control: no-store` on every answer that sets no caching of its own — API answers,
 * token answers included (ASVS 8.2.1, 3.4.x) — while the app's files keep theirs.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', strictTransportSecurity);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
