import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '../../api/queries/account-queries';
import { useLanguage } from '../../ui/services-context';
import './accounts.css';

/** The news (spec 02 sections 7 and 9): at most five items in the user's language or English; 'No news items' when none or unreachable. */
export function NewsScreen() {
  const { t, i18n } = useTranslation();
  const news = useQuery(accountQueries.news(useLanguage()));
  return (
    <section className="accounts-page" aria-labelledby="news-title">
      <h1 id="news-title">{t('accounts.news.title')}</h1>
      {news.isPending ? <p role="status">{t('accounts.news.loading')}</p> : null}
      {news.isError || news.data?.length === 0 ? <p>{t('accounts.news.none')}</p> : null}
      {news.data && news.data.length > 0 ? (
        <ul className="accounts-news">
          {news.data.map((item) => (
            <li key={`${item.date}-${item.title}`}>
              {item.link ? <a href={item.link} target="_blank" rel="noreferrer noopener">{item.title}</a> : item.title}
              {item.date ? <> <time dateTime={item.date}>{new Date(item.date).toLocaleDateString(i18n.language)}</time></> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
