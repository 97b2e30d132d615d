import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { touchSession } from '../db/repositories/session-activity';
import { signInBodyLimit } from '../body-limits';
import { unauthorised } from '../errors';
import { platformMessages } from '../messages';
import { authenticate, bearerToken } from '../plugins/authenticate';
import { assertSameIdentity } from '../services/auth-service';
import { pinUserByTicket } from '../services/sso/azure-jwt-service';
import { logFrontEnd } from '../services/accounts/front-end-log-service';
import { generatePin } from '../services/accounts/pin-service';
import { throttleAddress } from '../services/client-address';
import { registerCall } from './register-call';
import { authorisationSchema, licenceNumberSchema } from './wire';

const text = (max: number) => z.string().trim().min(1).max(max);
const errorBody = z.object({ ErrorType: text(50), ErrorMessage: text(4000), FunctionDescription: z.string().trim().max(500).optional() });
const pinBody = z.object({ AzureJwt: z.string().trim().min(16).max(200).optional(), Licensenumber: licenceNumberSchema.optional(), Authorisation: authorisationSchema.optional() });
const activityBody = z.object({ ActivityType: text(50), ActivityMessage: text(4000) });

/**
 * The signed-in browser's own calls (spec 02 section 7): the keep-alive, sent every 30 s while the
 * user is active, which keeps the session's seat in the concurrent-user limit and answers a blocked
 * account with 403 at once; the PIN (GenerateAndSavePincodeAsPassword); and the front-end log, limited per user.
 */
export async function sessionCallRoutes(app: FastifyInstance): Promise<void> {
  app.post('/token/postUpdateKeepAliveToken', { onRequest: authenticate, bodyLimit: 1024 }, async (request) => {
    const caller = request.caller;
    if (!caller) throw new Error('keep-alive ran without authentication');
    await touchSession(app.database.db, { sessionId: caller.sessionId, userId: caller.userId, licenceId: caller.licenceId }, new Date().toISOString());
    // The spec's answer is 'success'; it comes as JSON with the result code every other call carries.
    return { ResultCode: 'Succes', Result: 'success' };
  });

  // Signed in, the PIN is the caller's; from a PIN redirect (spec 02 section 2) the id_token names the user instead.
  app.post('/oauth/GenerateAndSavePincodeAsPassword', {
    bodyLimit: signInBodyLimit,
    schema: { body: pinBody },
    onRequest: async (request) => { if (bearerToken(request) !== undefined) await authenticate(request); },
  }, async (request) => {
    const body = request.body as z.output<typeof pinBody>;
    const db = app.database.db;
    if (request.caller && body.Authorisation) assertSameIdentity(request.caller, body.Authorisation);
    if (!request.caller && !body.AzureJwt) throw unauthorised(platformMessages.tokenMissing);
    const owner = request.caller ?? (await pinUserByTicket(db, body.AzureJwt ?? '', body.Licensenumber)).asPinOwner;
    const generated = await generatePin(db, owner, throttleAddress(request.ip));
    return { ResultCode: 'Succes', Pincode: generated.pin, ExpiresAt: generated.expiresAt.toISOString() };
  });

  registerCall(app, '/LoggingRestService/LogFrontEndError', errorBody, async ({ body, caller, database }) => {
    await logFrontEnd(database.db, caller, { kind: 'error', type: body.ErrorType, message: body.ErrorMessage, functionDescription: body.FunctionDescription });
    return { ResultCode: 'Succes', Success: true, Message: '' };
  }, { bodyLimit: 16 * 1024 });

  registerCall(app, '/LoggingRestService/LogFrontEndActivity', activityBody, async ({ body, caller, database }) => {
    await logFrontEnd(database.db, caller, { kind: 'activity', type: body.ActivityType, message: body.ActivityMessage, functionDescription: undefined });
    return { ResultCode: 'Succes', Success: true, Message: '' };
  }, { bodyLimit: 16 * 1024 });
}
