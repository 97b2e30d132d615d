import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '../../api/queries/account-queries';

/** Catalogue keys the single sign-on callback may send back; anything else reads as the login token failure. */
const knownSsoErrors = new Set([
  'accounts.server.inviteInvalid', 'accounts.server.linkUnknown', 'accounts.server.concurrentLimit', 'accounts.server.noLicence',
  'accounts.server.otherApplication', 'accounts.server.loginTokenFailed', 'accounts.server.usernameNotUnique', 'server.auth.accountBlocked',
]);

/** The message key to show for a callback's sso_error. */
export function ssoErrorKey(key: string): string {
  return knownSsoErrors.has(key) ? key : 'accounts.server.loginTokenFailed';
}

/** Where the browser starts single sign-on: the server's /auth/oidc/start with the spec's redirect_url and invite_token. */
function ssoStartHref(redirectUrl: string | undefined, inviteToken?: string): string {
  const query = new URLSearchParams({ redirect_url: redirectUrl ?? '/' });
  if (inviteToken) query.set('invite_token', inviteToken);
  return `/auth/oidc/start?${query.toString()}`;
}

/** Props of SsoSignInLink. */
export interface SsoSignInLinkProps {
  returnTo: string | undefined;
  inviteToken?: string | undefined;
  /** The translation key of the link's text; 'Sign in with {{name}}' by default. */
  labelKey?: string;
}

/**
 * 'Sign in with <provider>' beside the password form (spec 02 sections 1 and 2): shown only when
 * the server has a provider configured, so it is never a dead button.
 */
export function SsoSignInLink({ returnTo, inviteToken, labelKey = 'accounts.sso.signInWith' }: SsoSignInLinkProps) {
  const { t } = useTranslation();
  const config = useQuery(accountQueries.settings());
  if (!config.data?.ssoEnabled) return null;
  return (
    <p className="login__sso">
      <a className="button login__sso-link" href={ssoStartHref(returnTo, inviteToken)}>{t(labelKey, { name: config.data.ssoName ?? '' })}</a>
    </p>
  );
}
