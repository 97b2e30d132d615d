import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppServices } from './app-services';
import { browserWarningRedirect, passesModernSyntaxTest } from './browser-support/modern-syntax';
import { Providers } from './providers';
import { browserStorage } from './safe-storage';
import './shell/base.css';

/**
 * Start of the app: the modern-syntax test first (old browsers go to
 * /browser_warning), then the services (session, API client, query cache, drafts with the local
 * cache cleared, router) and the providers around the router.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const redirect = browserWarningRedirect(await passesModernSyntaxTest(), window.location.pathname, import.meta.env.BASE_URL);
  if (redirect !== null) {
    window.location.replace(redirect);
    return;
  }
  const services = createAppServices({ storage: browserStorage(), browserLocale: navigator.language });
  createRoot(root).render(<StrictMode><Providers services={services} /></StrictMode>);
}

void start();
