import './fastify-augment';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { defaultBodyLimit } from './body-limits';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { createErrorHandler, unknownCallAnswer } from './error-handler';
import { hasBuiltClient, isClientRoute, registerClientApp, sendClientApp, appBasePath } from './plugins/client-app';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerLongAnswersAsBuffers } from './plugins/long-answers';
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
 * The Fastify app: security headers, cookies (the refresh token's),
 * the JSON body parser with its depth check, long answers sent as Buffers, 1 MiB bodies unless a call raises its own limit
 * (server/body-limits.ts), the built client under /Web/ with its deep-link fallback,
 * '/' → '/Web/', the one error handler and every route plugin. The caller owns the database:
 * closing the app does not close it.
 */
export async function buildApp({ db, config, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The default for every call and for unknown paths; bulk writes raise it (ASVS 12.1.1).
    bodyLimit: defaultBodyLimit,
    trustProxy: config.trustProxy,
    // Let in-flight calls finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
  });
  app.decorate('database', db);
  app.decorate('appConfig', config);
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(createErrorHandler(defaultBodyLimit));
  registerJsonBodyParser(app);
  registerLongAnswersAsBuffers(app);

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);

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
