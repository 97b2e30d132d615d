/**
 * The OpenID Connect provider single sign-on uses (spec 02 sections 1 and 7), from OIDC_ISSUER,
 * OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, OIDC_SCOPES and OIDC_ALLOW_HTTP (README).
 */
export interface SsoSettings {
  /** The issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  /** Confidential clients send it (client_secret_basic); public clients rely on PKCE alone. */
  clientSecret: string | undefined;
  /** What the login screen's button says: 'Sign in with {{name}}'. */
  name: string;
  scopes: string;
  /** Plain HTTP to the provider (a test or LAN provider only). */
  allowHttp: boolean;
}
