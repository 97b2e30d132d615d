import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadFailure } from '../../ui/chunk-load';
import { errorNotice } from '../../ui/notices/notices-context';
import './system.css';

/**
 * What a screen shows when its code or data could not be loaded (spec 01 section 8: the server's
 * message, translated; a script chunk that fails to load as well). 'Try again' reloads the route.
 */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  // Spec 01 section 8: a script chunk that fails to load (or takes over 120 s) raises a ChunkLoadError.
  const notice = isChunkLoadFailure(error) ? { messageKey: 'specGaps.chunkLoad.failed', params: {} } : errorNotice(error);
  return (
    <section className="system-screen" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('system.error.title')}</h1>
      <p role="alert">{t(notice.messageKey, notice.params)}</p>
      <p>
        <button type="button" className="button" onClick={() => void router.invalidate()}>{t('system.error.retry')}</button>
      </p>
    </section>
  );
}
