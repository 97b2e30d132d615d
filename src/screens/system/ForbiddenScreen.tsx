import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forbiddenAlertDelayMs, forbiddenAlertKey } from '../../ui/navigation/forbidden-route';
import { useNotices } from '../../ui/notices/notices-context';
import './system.css';

/**
 * /forbidden opened directly (spec 01 section 2): the same alert as a blocked navigation to it,
 * after 3000 ms; from inside the app the global guard blocks the navigation instead.
 */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  const { notify } = useNotices();
  useEffect(() => {
    const timer = setTimeout(() => notify({ kind: 'error', messageKey: forbiddenAlertKey }), forbiddenAlertDelayMs);
    return () => clearTimeout(timer);
  }, [notify]);
  return (
    <section className="system-screen" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title">{t('system.forbidden.title')}</h1>
      <p>{t('system.forbidden.text')}</p>
      <p><Link to="/">{t('system.backToProjects')}</Link></p>
    </section>
  );
}
