import { useTranslation } from 'react-i18next';

/** A widget's loading or failure line, or nothing once its data is there. */
export function WidgetState({ pending, error }: { pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (error) return <p role="alert" className="dashboard-error">{t('dashboard.widget.failed')}</p>;
  return pending ? <p role="status" className="dashboard-loading">{t('dashboard.widget.loading')}</p> : null;
}
