import * as client from 'openid-client';
import type { SsoSettings } from './sso-settings';

/** What the callback proved: the provider's subject and the profile claims it sent. */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  name: string | undefined;
}

/** Where the browser came from and may go after sign-in (spec 02 section 2: the state carries redirect_url and invite_token). */
export interface SignOnState {
  redirect_url: string;
  invite_token?: string | undefined;
}

/** What the server keeps between start and callback (in a short-lived HttpOnly cookie): the state sent, the PKCE verifier and the nonce. */
export interface PendingSignOn {
  state: string;
  verifier: string;
  nonce: string;
}

let discovered: { key: string; configuration: Promise<client.Configuration> } | undefined;

/** The provider's configuration, discovered once per process (again after a failure). */
function configurationOf(settings: SsoSettings): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  if (discovered?.key !== key) {
    const configuration = client.discovery(
      new URL(settings.issuer), settings.clientId, undefined,
      settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
      settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered = { key, configuration };
    configuration.catch(() => { if (discovered?.configuration === configuration) discovered = undefined; });
  }
  return discovered.configuration;
}

/** The state parameter: the spec's redirect_url and invite_token, plus random bytes so it cannot be guessed (CSRF). */
function encodeState(state: SignOnState): string {
  return Buffer.from(JSON.stringify({ ...state, n: client.randomState() }), 'utf8').toString('base64url');
}

/** Reads redirect_url and invite_token back from a state this server made (undefined for anything else). */
export function decodeState(state: string): SignOnState | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(state, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('redirect_url' in parsed) || typeof parsed.redirect_url !== 'string') return undefined;
    const invite = 'invite_token' in parsed && typeof parsed.invite_token === 'string' ? parsed.invite_token : undefined;
    return { redirect_url: parsed.redirect_url, invite_token: invite };
  } catch {
    return undefined;
  }
}

/** Starts the authorisation code flow with PKCE (S256) and a nonce: the provider's URL and what the callback needs. */
export async function startSignOn(settings: SsoSettings, redirectUri: string, state: SignOnState): Promise<{ url: URL; pending: PendingSignOn }> {
  const configuration = await configurationOf(settings);
  const verifier = client.randomPKCECodeVerifier();
  const pending = { state: encodeState(state), verifier, nonce: client.randomNonce() };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url, pending };
}

/** Exchanges the callback's code (state, PKCE and nonce checked by openid-client) and reads the ID token's claims. */
export async function finishSignOn(settings: SsoSettings, callbackUrl: URL, pending: PendingSignOn): Promise<ExternalIdentity> {
  const configuration = await configurationOf(settings);
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return { issuer: claims.iss, subject: claims.sub, email: text(claims.email), name: text(claims.name) };
}

/**
 * Where sign-off sends the browser (spec 02 section 7: 'Sign-off redirects to the provider's sign-off
 * path'): the provider's end-session endpoint with our client id and where to come back; null when the
 * provider names none.
 */
export async function signOffUrl(settings: SsoSettings, postLogoutRedirectUri: string): Promise<string | null> {
  const configuration = await configurationOf(settings);
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(configuration, { client_id: settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri }).href;
}
