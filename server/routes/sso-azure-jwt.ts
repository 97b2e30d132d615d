import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromServerLanguage, isLanguage, toServerLanguage } from '../../src/domain/language/language-codes';
import { applicationCodeSchema } from '../../src/domain/wire/application-codes';
import { signInBodyLimit } from '../body-limits';
import { findLicenceById } from '../db/repositories/licences';
import { notFound } from '../errors';
import { accountMessages } from '../services/accounts/account-messages';
import { signedInUsers } from '../services/accounts/licence-seats';
import { throttleAddress } from '../services/client-address';
import { classicTokenByTicket, licencesByTicket, userInfoByTicket } from '../services/sso/azure-jwt-service';
import { registerCall } from './register-call';
import { sendTokens } from './session-cookie';
import { licenceNumberSchema } from './wire';

/** The spec's AzureJwt: here the single-use sign-on ticket the callback issued (the ID token itself never leaves the server). */
const azureJwt = z.string().trim().min(16).max(200);
/** A language as 2 letters (nl) or the server's 3 (nld), kept as 2. */
const languageSchema = z.string().trim().toLowerCase()
  .refine((code) => isLanguage(code) || toServerLanguage(fromServerLanguage(code)) === code, { error: 'expected a language: nl, en, fr, es, de, it (or nld, eng, …)' })
  .transform((code) => (isLanguage(code) ? code : fromServerLanguage(code)));
const ticketBody = z.object({ AzureJwt: azureJwt });
const classicTokenBody = z.object({
  AzureJwt: azureJwt,
  ApplicationCode: applicationCodeSchema,
  Language: languageSchema,
  Licensenumber: licenceNumberSchema,
  ClientId: z.string().trim().min(1).max(200),
});

/**
 * The single sign-on service's calls on a sign-on ticket (spec 02 section 7, under /oauth/):
 * GetUserInfoByAzureJwt and GetLicensesByAzureJwt tell /connect-azure who signed on and which licences
 * the identity reaches; GetSingleClassicTokenByAzureJwt opens the session in the licence and language
 * the user picks. GetLicenseUsageInformation tells a signed-in user how full the licence is.
 */
export async function ssoTicketRoutes(app: FastifyInstance): Promise<void> {
  const { appConfig: config } = app;
  const db = () => app.database.db;
  const sso = () => {
    if (!config.sso) throw notFound(accountMessages.ssoNotConfigured);
    return config.sso;
  };
  const options = (schema: z.ZodObject) => ({ bodyLimit: signInBodyLimit, schema: { body: schema }, onRequest: async () => { sso(); } });
  const bodyOf = <T extends z.ZodObject>(request: FastifyRequest, _schema: T) => request.body as z.output<T>;

  app.post('/oauth/GetUserInfoByAzureJwt', options(ticketBody), async (request) => ({
    ResultCode: 'Succes', Users: await userInfoByTicket(db(), bodyOf(request, ticketBody).AzureJwt),
  }));

  app.post('/oauth/GetLicensesByAzureJwt', options(ticketBody), async (request) => ({
    ResultCode: 'Succes', Licenses: await licencesByTicket(db(), bodyOf(request, ticketBody).AzureJwt),
  }));

  app.post('/oauth/GetSingleClassicTokenByAzureJwt', options(classicTokenBody), async (request, reply) => {
    const body = bodyOf(request, classicTokenBody);
    const tokens = await classicTokenByTicket(db(), {
      ticket: body.AzureJwt, applicationCode: body.ApplicationCode, language: body.Language, licenceNumber: body.Licensenumber,
      clientId: body.ClientId, address: throttleAddress(request.ip),
    }, sso().clientId, config);
    return sendTokens(request, reply, tokens);
  });

  registerCall(app, '/oauth/GetLicenseUsageInformation', z.object({}), async ({ caller, database }) => {
    const licence = await findLicenceById(database.db, caller.licenceId);
    if (!licence) throw notFound(accountMessages.noLicence);
    const active = await signedInUsers(database.db, licence.id, config.keepAliveSeconds, new Date());
    return {
      ResultCode: 'Succes',
      Licensenumber: licence.licenceNumber, Name: licence.name, Kind: licence.kind, ApplicationCode: licence.applicationCode,
      MaxConcurrentUsers: licence.maxConcurrentUsers, SignedInUsers: active.length,
    };
  }, { authorisation: 'optional' });
}
