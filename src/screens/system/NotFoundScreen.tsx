import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './system.css';

/** The 404 page for any path no route claims (spec 01 section 2, 'any other path'). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="system-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('system.notFound.title')}</h1>
      <p>{t('system.notFound.text')}</p>
      <p><Link to="/">{t('system.backToProjects')}</Link></p>
    </section>
  );
}
