import type { FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan, maxJsonDepth } from '../../src/domain/wire/json-depth';
import { badRequest } from '../errors';
import { platformMessages } from '../messages';

/**
 * The one body parser (ASVS 5.1.4, 12.1.1, 13.2.2): JSON only, read up to the route's body limit
 * (server/body-limits.ts) and refused with 400 when it nests deeper than 64 levels — checked by
 * a counting scan before any parse, so no recursive step ever meets a deep value — then parsed by
 * Fastify's own parser (prototype-poisoning checks included). Plain text is no longer accepted: a
 * cross-site form can post text/plain without a preflight, JSON it cannot.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body, maxJsonDepth)) {
      done(badRequest(platformMessages.tooDeep, { max: maxJsonDepth }), undefined);
      return;
    }
    parseJson(request, body, done);
  });
}
