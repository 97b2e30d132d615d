import { useTranslation } from 'react-i18next';
import './system.css';

/** /browser_warning (spec 01 section 2): browsers that fail the modern-syntax test land here. */
export function BrowserWarningScreen() {
  const { t } = useTranslation();
  return (
    <section className="system-screen" aria-labelledby="browser-warning-title">
      <h1 id="browser-warning-title">{t('system.browserWarning.title')}</h1>
      <p>{t('system.browserWarning.text')}</p>
      <p>{t('system.browserWarning.browsers')}</p>
    </section>
  );
}
