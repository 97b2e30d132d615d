import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { externalAppUrl } from '../../ui/external-apps';
import type { ExternalApp } from '../../ui/external-apps';
import './system.css';

/** Props of ExternalRedirectScreen. */
export interface ExternalRedirectScreenProps {
  app: ExternalApp;
  /** The project the application acts on, for export, verify, report and XYZ import. */
  prId?: number;
}

/**
 * A redirect to a separate external application (spec 01 section 2). The browser is sent on at
 * once, with a link in case it does not go; an application without a configured URL is named as
 * not configured, never linked to nowhere.
 */
export function ExternalRedirectScreen({ app, prId }: ExternalRedirectScreenProps) {
  const { t } = useTranslation();
  const url = externalAppUrl(app, prId);
  const name = t(`system.external.app.${app}`);

  useEffect(() => {
    if (url !== null) window.location.assign(url);
  }, [url]);

  if (url === null) {
    return (
      <section className="system-screen" aria-labelledby="external-title">
        <h1 id="external-title">{name}</h1>
        <p>{t('system.external.notConfigured', { app: name })}</p>
        <p><Link to="/">{t('system.backToProjects')}</Link></p>
      </section>
    );
  }
  return (
    <section className="system-screen" aria-labelledby="external-title">
      <h1 id="external-title">{name}</h1>
      <p role="status">{t('system.external.opening', { app: name })}</p>
      <p><a href={url}>{t('system.external.continue', { app: name })}</a></p>
    </section>
  );
}
