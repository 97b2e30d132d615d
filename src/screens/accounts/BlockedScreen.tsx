import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './accounts.css';

/**
 * The blocked-account screen (spec 02 sections 2 and 6): where a user lands when the server
 * refuses their session because the application manager blocked the account.
 */
export function BlockedScreen() {
  const { t } = useTranslation();
  return (
    <section className="accounts-page" aria-labelledby="blocked-title">
      <h1 id="blocked-title">{t('accounts.blocked.title')}</h1>
      <p role="alert">{t('server.auth.accountBlocked')}</p>
      <p><Link to="/login">{t('accounts.blocked.toLogin')}</Link></p>
    </section>
  );
}
