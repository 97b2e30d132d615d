import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '../../api/queries/account-queries';

/** The licence's front-end log (spec 02 section 7: LogFrontEndError, LogFrontEndActivity), newest first, for the application manager. */
export function FrontEndLogPanel() {
  const { t } = useTranslation();
  const logs = useQuery(accountQueries.logs());
  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title">{t('accounts.logs.title')}</h2>
      <button type="button" className="button" onClick={() => void logs.refetch()}>{t('accounts.logs.refresh')}</button>
      {logs.error ? <p role="alert" className="accounts-error">{t('accounts.logs.failed')}</p> : null}
      {logs.data?.length === 0 ? <p>{t('accounts.logs.none')}</p> : null}
      {logs.data && logs.data.length > 0 ? (
        <table className="accounts-table" aria-labelledby="log-title">
          <thead>
            <tr><th scope="col">{t('accounts.logs.at')}</th><th scope="col">{t('accounts.users.userName')}</th><th scope="col">{t('accounts.logs.kind')}</th><th scope="col">{t('accounts.logs.message')}</th></tr>
          </thead>
          <tbody>
            {logs.data.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{new Date(entry.at).toLocaleString()}</td>
                <td>{entry.username}</td>
                <td>{t(`accounts.logs.kinds.${entry.kind}`)} {entry.type}</td>
                <td>{entry.message}{entry.functionDescription ? ` (${entry.functionDescription})` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
