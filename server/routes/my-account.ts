import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../errors';
import { platformMessages } from '../messages';
import { authenticate } from '../plugins/authenticate';
import { readAuthorFunctions, readProfile } from '../services/accounts/profile-service';
import type { Caller } from '../services/caller';

const functionsParams = z.object({ licence: z.coerce.number().int().min(1).max(2_147_483_647) });
const functionsQuery = z.object({ lang: z.string().max(10).optional() });

function callerOf(caller: Caller | null | undefined): Caller {
  // authenticate answers 401 before a handler runs without one.
  if (!caller) throw new Error('user management call ran without authentication');
  return caller;
}

/**
 * The user menu's 'my account' (spec 02 section 7): GET {sso}/UserManagement/user/profile and
 * GET {sso}/UserManagement/AuthorFunctions/{licensenumber}?lang=, served by this server as its own
 * single sign-on service. Only the caller's own licence can be asked for.
 */
export async function myAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/UserManagement/user/profile', { onRequest: authenticate }, async (request) => readProfile(app.database.db, callerOf(request.caller)));

  app.get('/UserManagement/AuthorFunctions/:licence', { onRequest: authenticate, schema: { params: functionsParams, querystring: functionsQuery } }, async (request) => {
    const caller = callerOf(request.caller);
    const { licence } = request.params as z.output<typeof functionsParams>;
    if (licence !== caller.licenceNumber) throw forbidden(platformMessages.noRights);
    return readAuthorFunctions(app.database.db, caller);
  });
}
