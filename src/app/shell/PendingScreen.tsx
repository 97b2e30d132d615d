import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or data takes longer than a second to arrive. */
export function PendingScreen() {
  const { t } = useTranslation();
  return <p className="shell__pending" role="status">{t('shell.loading')}</p>;
}
