import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationCodeSchema } from '../../src/domain/wire/application-codes';
import { licenceKinds, userAdministrationFunction } from '../../src/domain/auth/account-constants';
import { languages } from '../../src/domain/language/language-codes';
import type { Executor } from '../db/executor';
import { forbidden } from '../errors';
import { platformMessages } from '../messages';
import type { Caller } from '../services/caller';
import { throttleAddress } from '../services/client-address';
import { listFrontEndLogs } from '../services/accounts/front-end-log-service';
import { inviteUser, listManagedUsers, logOffUser, reinviteUser, setUserBlocked, setUserRights, updateLicence } from '../services/accounts/user-admin-service';
import { createMailer } from '../services/mail/mailer';
import { checkRight } from '../services/rights-service';
import { publicOrigin } from './public-origin';
import { registerCall } from './register-call';
import { usernameSchema } from './wire';

const prefix = '/UserManagement';
const rightNames = z.array(z.string().trim().min(1).max(100)).max(200);
const userBody = z.object({ UserName: usernameSchema });
const inviteBody = z.object({
  Email: z.email().max(320),
  DisplayName: z.string().trim().max(200).default(''),
  UserName: usernameSchema.optional(),
  Language: z.enum(languages).default('nl'),
});
const blockBody = userBody.extend({ Blocked: z.boolean() });
const rightsBody = userBody.extend({ FeatureRights: rightNames, FunctionRights: rightNames });
const licenceBody = z.object({
  Kind: z.enum(licenceKinds),
  // The application a licence belongs to is one the spec names (spec 02 section 9: ios 62, win 60, web 61).
  ApplicationCode: applicationCodeSchema.nullable().default(null),
  MaxConcurrentUsers: z.number().int().min(1).max(100_000).nullable(),
});
const logsBody = z.object({ Kind: z.enum(['error', 'activity']).optional(), Limit: z.number().int().min(1).max(500).default(100) });

/** Only the application manager (function right UserAdministration, spec 02 section 6) manages users. */
async function assertManager(db: Executor, caller: Caller): Promise<void> {
  if (!(await checkRight(db, caller, 'function', userAdministrationFunction)).Allowed) throw forbidden(platformMessages.noRights);
}

/**
 * User administration for the application manager (spec 02 sections 2 and 6): the licence's users,
 * invitations by e-mail, block and unblock, function rights, the licence's kind and concurrent-user
 * limit, logging a user off, and the front-end log. Every change lands in the audit trail.
 */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const manage = <Body extends z.ZodObject>(name: string, body: Body, handler: Parameters<typeof registerCall<Body>>[3]) =>
    registerCall(app, `${prefix}/${name}`, body, async (call) => {
      await assertManager(call.database.db, call.caller);
      return handler(call);
    });
  const address = (ip: string) => throttleAddress(ip);

  manage('GetManagedUsers', z.object({}), async ({ caller, database, config }) => ({ ResultCode: 'Succes', ...(await listManagedUsers(database.db, caller, config.keepAliveSeconds)) }));

  manage('InviteUser', inviteBody, async ({ body, caller, database, config, request }) => {
    await inviteUser(database.db, createMailer(config.mail), caller, {
      email: body.Email, displayName: body.DisplayName, username: body.UserName, language: body.Language,
    }, { origin: publicOrigin(request), address: address(request.ip) });
    return { ResultCode: 'Succes' };
  });

  manage('ReinviteUser', userBody, async ({ body, caller, database, config, request }) => {
    await reinviteUser(database.db, createMailer(config.mail), caller, body.UserName, { origin: publicOrigin(request), address: address(request.ip) });
    return { ResultCode: 'Succes' };
  });

  manage('SetUserBlocked', blockBody, async ({ body, caller, database, request }) => {
    await setUserBlocked(database.db, caller, body.UserName, body.Blocked, address(request.ip));
    return { ResultCode: 'Succes' };
  });

  manage('SetUserRights', rightsBody, async ({ body, caller, database, request }) => {
    await setUserRights(database.db, caller, body.UserName, { features: body.FeatureRights, functions: body.FunctionRights }, address(request.ip));
    return { ResultCode: 'Succes' };
  });

  manage('LogOffUser', userBody, async ({ body, caller, database, request }) => {
    await logOffUser(database.db, caller, body.UserName, address(request.ip));
    return { ResultCode: 'Succes' };
  });

  manage('UpdateLicence', licenceBody, async ({ body, caller, database, request }) => {
    await updateLicence(database.db, caller, { kind: body.Kind, applicationCode: body.ApplicationCode, maxConcurrentUsers: body.MaxConcurrentUsers }, address(request.ip));
    return { ResultCode: 'Succes' };
  });

  manage('GetFrontEndLogs', logsBody, async ({ body, caller, database }) => ({
    ResultCode: 'Succes', Logs: await listFrontEndLogs(database.db, caller, body.Kind, body.Limit),
  }));
}
