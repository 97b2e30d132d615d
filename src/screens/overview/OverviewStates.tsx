import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';

/** The loading line while an overview list or table is on its way (translated, as every user-facing string). */
export function OverviewLoading({ messageKey }: { messageKey: 'overview.screen.loadingList' | 'overview.screen.loadingRows' }) {
  const { t } = useTranslation();
  return <p role="status" aria-busy="true" className="overview-state overview-state--loading">{t(messageKey)}</p>;
}

/**
 * A failed call, in the server's words when it gave a catalogue key (ApiError.messageKey, spec 01
 * section 8), with a way to try again.
 */
export function OverviewError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? t(error.messageKey, error.params) : t('overview.screen.failed');
  return (
    <div role="alert" className="overview-state overview-state--error">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>{t('overview.screen.retry')}</button>
    </div>
  );
}

/** A message where the table would be: no rows at all, nothing matching the filter, or an unknown overview. */
export function OverviewMessage({ text }: { text: string }) {
  return <p role="status" className="overview-state">{text}</p>;
}
