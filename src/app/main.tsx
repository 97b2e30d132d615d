import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import '../i18n';

function Shell() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('app.title')}</h1>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Shell /></StrictMode>);
