import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userMenuQueries } from '../../api/queries/user-menu-queries';
import { errorNotice } from '../../ui/notices/notices-context';
import { StatisticsChart } from './StatisticsChart';
import { statisticsCounts } from './statistics-rows';
import '../accounts/accounts.css';

/**
 * Management statistics of the user's licence (spec 02 section 2, user menu): projects, points, layers,
 * samples, analysis results, users active in the last 30 days and media storage, as a table and a small
 * chart. Only the application manager may read them; others see the server's refusal.
 */
export function ManagementStatisticsScreen() {
  const { t, i18n } = useTranslation();
  const statistics = useQuery(userMenuQueries.statistics());
  const data = statistics.data;
  const numbers = new Intl.NumberFormat(i18n.language);
  const failure = statistics.error ? errorNotice(statistics.error) : null;
  return (
    <section className="accounts-page" aria-labelledby="statistics-title">
      <h1 id="statistics-title">{t('userMenu.statistics.title')}</h1>
      {statistics.isPending ? <p role="status">{t('userMenu.loading')}</p> : null}
      {failure ? <p role="alert" className="accounts-error">{t(failure.messageKey, failure.params)}</p> : null}
      {data ? (
        <>
          <table className="accounts-table" aria-label={t('userMenu.statistics.table', { licence: data.Licensenumber })}>
            <tbody>
              {statisticsCounts.map((name) => (
                <tr key={name}>
                  <th scope="row">{t(`userMenu.statistics.count.${name}`)}</th>
                  <td data-count={name}>{numbers.format(data[name])}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('userMenu.statistics.count.MediaBytes')}</th>
                <td data-count="MediaBytes">{numbers.format(Math.round(data.MediaBytes / 1024))} kB</td>
              </tr>
            </tbody>
          </table>
          <StatisticsChart
            title={t('userMenu.statistics.chart')}
            bars={statisticsCounts.map((name) => ({ label: t(`userMenu.statistics.count.${name}`), value: data[name] }))}
          />
        </>
      ) : null}
    </section>
  );
}
