import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { useLanguage, useSessionState } from '../../ui/services-context';
import '../accounts/accounts.css';

/**
 * My account (spec 02 sections 2 and 7): the profile from GET {sso}/UserManagement/user/profile and
 * the licence's functions from GET {sso}/UserManagement/AuthorFunctions/{licence}; 'unable to retrieve
 * the user profile' when either fails (spec 02 section 8).
 */
export function MyAccountScreen() {
  const { t } = useTranslation();
  const { user } = useSessionState();
  const language = useLanguage();
  const profile = useQuery(userMenuQueries.profile());
  const functions = useQuery({ ...userMenuQueries.functions(user?.licenceNumber ?? 0, language), enabled: user !== null });
  const failed = profile.isError || functions.isError;
  const data = profile.data;
  return (
    <section className="accounts-page" aria-labelledby="account-title">
      <h1 id="account-title">{t('userMenu.account.title')}</h1>
      {profile.isPending && !failed ? <p role="status">{t('userMenu.loading')}</p> : null}
      {failed ? <p role="alert" className="accounts-error">{t('userMenu.server.profileUnavailable')}</p> : null}
      {data && !failed ? (
        <dl className="user-menu-profile">
          <dt>{t('userMenu.account.username')}</dt><dd>{data.Username}</dd>
          <dt>{t('userMenu.account.displayName')}</dt><dd>{data.DisplayName}</dd>
          <dt>{t('userMenu.account.email')}</dt><dd>{data.Email ?? '—'}</dd>
          <dt>{t('userMenu.account.language')}</dt><dd>{data.Language}</dd>
          <dt>{t('userMenu.account.licence')}</dt><dd>{`${data.Licensenumber} · ${data.LicenceName} (${data.LicenceKind})`}</dd>
        </dl>
      ) : null}
      {functions.data && !failed ? functions.data.map((group) => (
        <section key={group.kind} aria-labelledby={`account-${group.kind}`}>
          <h2 id={`account-${group.kind}`}>{t(group.kind === 'feature' ? 'userMenu.account.features' : 'userMenu.account.functions')}</h2>
          {group.names.length === 0 ? <p>{t('userMenu.account.none')}</p> : (
            <ul>{group.names.map((name) => <li key={name}>{name === '*' ? t('userMenu.account.all') : name}</li>)}</ul>
          )}
        </section>
      )) : null}
    </section>
  );
}
