import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationCodeSchema } from '../../src/domain/wire/application-codes';
import { assertSameIdentity } from '../services/auth-service';
import { checkRight } from '../services/rights-service';
import { registerCall } from './register-call';
import { licenceNumberSchema, usernameSchema } from './wire';

const rightsFields = {
  Username: usernameSchema,
  Licensenumber: licenceNumberSchema,
  ApplicationCode: applicationCodeSchema.optional(),
};

const checkFunctionRightsBody = z.object({ ...rightsFields, FeatureWord: z.string().trim().min(1).max(200) });
const userHasFunctionBody = z.object({ ...rightsFields, FunctionName: z.string().trim().min(1).max(200) });

/**
 * The authorisation service (spec 01 section 6, spec 02 sections 6–7): whether the signed-in user
 * holds a feature word or a function name. The body names the user itself; it must be the caller.
 */
export async function authorisationRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, '/AuthorisationServiceRest/CheckFunctionRights', checkFunctionRightsBody, async ({ body, caller, database }) => {
    assertSameIdentity(caller, body);
    return checkRight(database.db, caller, 'feature', body.FeatureWord);
  }, { authorisation: 'optional' });

  registerCall(app, '/AuthorisationServiceRest/UserHasFunction', userHasFunctionBody, async ({ body, caller, database }) => {
    assertSameIdentity(caller, body);
    return checkRight(database.db, caller, 'function', body.FunctionName);
  }, { authorisation: 'optional' });
}
