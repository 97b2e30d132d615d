import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '../../api/queries/account-queries';
import { SsoSignInLink } from '../login/SsoSignInLink';
import { ChooseLicence } from './ChooseLicence';
import { LinkAccountForms } from './LinkAccountForms';
import './accounts.css';

/** Props of ConnectAzureScreen: the search of /connect-azure. */
export interface ConnectAzureScreenProps {
  inviteToken: string | undefined;
  ticket: string | undefined;
  /** The sign-on reaches several licences: pick one and a language instead of linking. */
  chooseLicence?: boolean;
  returnTo: string | undefined;
}

/** An invitation link: ValidateInviteToken first, then single sign-on carrying the token (spec 02 sections 2 and 5). */
function AcceptInvitation({ inviteToken, returnTo }: { inviteToken: string; returnTo: string | undefined }) {
  const { t } = useTranslation();
  const valid = useQuery(accountQueries.invite(inviteToken));
  const sso = useQuery(accountQueries.settings());
  if (valid.isPending || sso.isPending) return <p role="status">{t('accounts.connect.checking')}</p>;
  if (valid.data !== true) return <p role="alert" className="accounts-error">{t('accounts.server.inviteInvalid')}</p>;
  if (!sso.data?.ssoEnabled) return <p role="alert" className="accounts-error">{t('accounts.server.ssoNotConfigured')}</p>;
  return (
    <>
      <p>{t('accounts.connect.inviteValid')}</p>
      <SsoSignInLink returnTo={returnTo} inviteToken={inviteToken} labelKey="accounts.connect.acceptWith" />
    </>
  );
}

/**
 * /connect-azure (spec 02 section 2): with an invite token, the invitation is checked and accepted
 * through single sign-on; with a link ticket (an external sign-in not yet linked), the user links
 * classic credentials or an invite token; with neither, the link is unknown.
 */
export function ConnectAzureScreen({ inviteToken, ticket, chooseLicence = false, returnTo }: ConnectAzureScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="accounts-page" aria-labelledby="connect-title">
      <h1 id="connect-title">{t(ticket ? 'accounts.connect.linkTitle' : 'accounts.connect.inviteTitle')}</h1>
      {ticket && chooseLicence ? <ChooseLicence ticket={ticket} returnTo={returnTo} />
        : ticket ? <LinkAccountForms ticket={ticket} returnTo={returnTo} />
        : inviteToken ? <AcceptInvitation inviteToken={inviteToken} returnTo={returnTo} />
        : <p role="alert" className="accounts-error">{t('accounts.server.linkUnknown')}</p>}
      <p><Link to="/login">{t('accounts.blocked.toLogin')}</Link></p>
    </section>
  );
}
