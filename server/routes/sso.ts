import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isWithinPasswordMaximum, passwordMaxLength } from '../../src/domain/auth/password-rules';
import { signInBodyLimit } from '../body-limits';
import { isAppError, notFound } from '../errors';
import { throttleAddress } from '../services/client-address';
import { accountMessages } from '../services/accounts/account-messages';
import { decodeState, finishSignOn, startSignOn } from '../services/sso/oidc-client';
import type { PendingSignOn } from '../services/sso/oidc-client';
import { completeSignOn, connectWithInvite, connectWithPassword, validateInviteToken } from '../services/sso/sso-service';
import { appBasePath } from '../plugins/client-app';
import { publicOrigin, safeAppPath } from './public-origin';
import type { TokenAnswer } from '../services/auth-service';
import { sendTokens } from './session-cookie';
import { licenceNumberSchema, usernameSchema } from './wire';

/** The cookie that holds the PKCE verifier, state and nonce between start and callback (10 minutes, only under /auth/oidc). */
const pendingCookie = { name: 'fdw_oidc', path: '/auth/oidc', maxAge: 600 } as const;

const callbackPath = '/auth/oidc/callback';
/** The PIN page (spec 02 section 2, /generate-pincode), whose redirect gets an id_token. */
const pinPath = '/generate-pincode';

/** The token answer as the callback's fragment: token, expiry, language, licence number and user name (spec 02 section 2). */
function tokenFragment(answer: TokenAnswer): string {
  return new URLSearchParams(Object.entries(answer).map(([key, value]) => [key, String(value)])).toString();
}
const opaque = z.string().trim().min(16).max(200);
const startQuery = z.object({ redirect_url: z.string().max(500).optional(), invite_token: opaque.optional() });
const connectBody = z.object({
  AzureJwt: opaque,
  Username: usernameSchema,
  Password: z.string().min(1).refine(isWithinPasswordMaximum, { error: `at most ${passwordMaxLength} characters` }),
  Licensenumber: licenceNumberSchema.optional(),
});
const connectByInviteBody = z.object({ AzureJwt: opaque, InviteToken: opaque });
const validateBody = z.object({ InviteToken: z.string().trim().min(1).max(200) });

function readPending(request: FastifyRequest): PendingSignOn | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(request.cookies[pendingCookie.name] ?? '', 'base64url').toString('utf8'));
    const shape = z.object({ state: z.string(), verifier: z.string(), nonce: z.string() }).safeParse(parsed);
    return shape.success ? shape.data : undefined;
  } catch {
    return undefined;
  }
}

/** Back to the app's login screen with a catalogue key the screen translates. */
function backToLogin(reply: FastifyReply, errorKey: string) {
  return reply.redirect(`${appBasePath}login?${new URLSearchParams({ sso_error: errorKey }).toString()}`);
}

/**
 * Single sign-on with OpenID Connect (spec 02 sections 2, 5 and 7): the login screen asks
 * /auth/settings whether a provider is configured; /auth/oidc/start sends the browser to it (code flow
 * with PKCE, the state carrying redirect_url and invite_token); the callback signs in a linked
 * identity, accepts an invite, or sends the user to /connect-azure with a link ticket. The /oauth/
 * calls link there (the spec's AzureJwt field carries the ticket: the ID token itself never
 * leaves the server) and validate invite tokens.
 */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  const { appConfig: config } = app;
  const db = () => app.database.db;
  const address = (request: FastifyRequest) => throttleAddress(request.ip);

  // What the browser needs before sign-in: whether to offer single sign-on, and how often to send keep-alives.
  app.post('/auth/settings', { bodyLimit: signInBodyLimit }, async () => ({
    ResultCode: 'Succes', SsoEnabled: config.sso !== undefined, SsoName: config.sso?.name ?? null, SsoClientId: config.sso?.clientId ?? null, KeepAliveSeconds: config.keepAliveSeconds,
  }));

  app.get('/auth/oidc/start', { schema: { querystring: startQuery } }, async (request, reply) => {
    if (!config.sso) throw notFound(accountMessages.ssoNotConfigured);
    const query = request.query as z.output<typeof startQuery>;
    const { url, pending } = await startSignOn(config.sso, `${publicOrigin(request)}${callbackPath}`, {
      redirect_url: safeAppPath(query.redirect_url),
      invite_token: query.invite_token,
    });
    reply.setCookie(pendingCookie.name, Buffer.from(JSON.stringify(pending), 'utf8').toString('base64url'), {
      // Lax: the provider sends the browser back with a top-level GET from its own site.
      httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: pendingCookie.path, maxAge: pendingCookie.maxAge,
    });
    return reply.redirect(url.href);
  });

  app.get(callbackPath, async (request, reply) => {
    const sso = config.sso;
    if (!sso) throw notFound(accountMessages.ssoNotConfigured);
    const pending = readPending(request);
    reply.clearCookie(pendingCookie.name, { path: pendingCookie.path });
    if (!pending) return backToLogin(reply, accountMessages.linkUnknown.key);
    const state = decodeState(pending.state);
    try {
      const identity = await finishSignOn(sso, new URL(request.url, publicOrigin(request)), pending);
      const redirect = safeAppPath(state?.redirect_url);
      const outcome = await completeSignOn(db(), identity, { inviteToken: state?.invite_token, forPin: redirect === pinPath, address: address(request) }, config);
      if (outcome.kind === 'signedIn') {
        sendTokens(request, reply, outcome.tokens);
        // The callback variant that carries the token (spec 02 section 2), in the fragment: never sent to a server or in a Referer.
        return reply.redirect(`${appBasePath}login?${new URLSearchParams({ sso: 'done', redirect }).toString()}#${tokenFragment(outcome.tokens.answer)}`);
      }
      // Spec 02 section 2: for PIN redirects an id_token is appended; ours is the sign-on ticket.
      if (outcome.kind === 'pin') return reply.redirect(`${appBasePath}generate-pincode#${new URLSearchParams({ id_token: outcome.ticket }).toString()}`);
      const search = new URLSearchParams({ ticket: outcome.ticket, redirect, ...(outcome.kind === 'choose' ? { choose: 'licence' } : {}) });
      return reply.redirect(`${appBasePath}connect-azure?${search.toString()}`);
    } catch (error) {
      if (isAppError(error)) return backToLogin(reply, error.id);
      request.log.warn({ event: 'sso.failed', err: error }, 'single sign-on callback failed');
      return backToLogin(reply, accountMessages.loginTokenFailed.key);
    }
  });

  app.post('/oauth/ConnectUserToAzureLogin', { bodyLimit: signInBodyLimit, schema: { body: connectBody } }, async (request, reply) => {
    const body = request.body as z.output<typeof connectBody>;
    const tokens = await connectWithPassword(db(), {
      ticket: body.AzureJwt, username: body.Username, password: body.Password, licenceNumber: body.Licensenumber, address: address(request),
    }, config);
    return sendTokens(request, reply, tokens);
  });

  app.post('/oauth/ConnectUserToAzureLoginByInviteToken', { bodyLimit: signInBodyLimit, schema: { body: connectByInviteBody } }, async (request, reply) => {
    const body = request.body as z.output<typeof connectByInviteBody>;
    return sendTokens(request, reply, await connectWithInvite(db(), body.AzureJwt, body.InviteToken, address(request), config));
  });

  app.post('/oauth/ValidateInviteToken', { bodyLimit: signInBodyLimit, schema: { body: validateBody } }, async (request) => {
    const body = request.body as z.output<typeof validateBody>;
    return { ResultCode: 'Succes', IsValid: await validateInviteToken(db(), body.InviteToken) };
  });
}
