import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A local OpenID Connect provider for tests (oidc-provider with its development login: any login name signs in). */
export interface LocalOidc {
  /** The issuer URL, e.g. http://127.0.0.1:40111. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The server environment that points single sign-on at this provider. */
  env(): Record<string, string>;
  /**
   * Registers the client with the server's callback URL (known once the server listens), and the app's
   * /Web/login on that origin as where sign-off returns; until then the provider answers 503.
   */
  acceptCallback(redirectUri: string): void;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider on a free loopback port with one confidential client whose redirect URI is
 * given by acceptCallback (the server's /auth/oidc/callback). PKCE is required; an account's claims
 * are its login name, `<login>@example.test` and the name 'Person <login>'.
 */
export async function startLocalOidc(): Promise<LocalOidc> {
  const server = createServer((_request, response) => { response.writeHead(503).end(); });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', () => resolve()); });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'fieldwork-test';
  const clientSecret = 'a-local-test-secret-that-is-long-enough';
  const build = (redirectUri: string) => new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'],
      post_logout_redirect_uris: [new URL('/Web/login', redirectUri).href],
    }],
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, name: `Person ${id}` }),
    }),
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['local-oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  return {
    issuer,
    clientId,
    clientSecret,
    acceptCallback(redirectUri) {
      const provider = build(redirectUri);
      provider.on('server_error', (_context, error) => { console.error('local oidc provider:', error); });
      server.removeAllListeners('request');
      server.on('request', provider.callback());
    },
    env: () => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: 'Local test provider', OIDC_ALLOW_HTTP: '1' }),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
