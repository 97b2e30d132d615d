import './fastify-augment';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { createErrorHandler, unknownCallAnswer } from './error-handler';
import { tooManyRequests } from './errors';
import { hasBuiltClient, isClientRoute, registerClientApp, sendClientApp, appBasePath } from './plugins/client-app';
import { registerSecurityHeaders } from './plugins/security';
import { routePlugins } from './routes';

/** What buildApp needs: an open, migrated database and the configuration. */
export interface AppDependencies {
  db: DatabaseHandle;
  config: Config;
  /** Fastify's logger: pino options, or false for none (tests). Defaults to config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The Fastify app (issue 'Data service', deliver 1): security headers, the sign-in rate limit, the
 * built client under /Web/ with its deep-link fallback, '/' → '/Web/', the one error handler and
 * every route plugin. The caller owns the database: closing the app does not close it.
 */
export async function buildApp({ db, config, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Let in-flight calls finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  });
  app.decorate('database', db);
  app.decorate('appConfig', config);
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(createErrorHandler(config.bodyLimit));

  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  });

  const clientBuilt = hasBuiltClient(config.clientDir);
  if (clientBuilt) await registerClientApp(app, config.clientDir);
  app.get('/', (_request, reply) => reply.redirect(appBasePath));
  app.setNotFoundHandler((request, reply) => {
    if (clientBuilt && isClientRoute(request)) return sendClientApp(reply);
    return reply.code(404).send(unknownCallAnswer(request));
  });

  for (const plugin of routePlugins) await app.register(plugin);
  return app;
}
