import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import type { MarkerEditStatus } from './use-marker-edits';

/** The map's status line: what the last marker edit did, or why it was refused. */
export function MarkerStatus({ status }: { status: MarkerEditStatus }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (status.kind) {
      case 'idle': return '';
      case 'saving': return t('map.edit.saving');
      case 'moved': return t('map.edit.moved', { name: status.name, x: status.x, y: status.y });
      case 'placed': return t('map.edit.placed', { name: status.name, x: status.x, y: status.y });
      case 'undone': return t('map.edit.undone', { name: status.name });
      case 'refused': return t(status.issue.code, status.issue.params);
      case 'failed': return isApiError(status.error) ? t(status.error.messageKey, status.error.params) : t('map.edit.failed');
    }
  })();
  const problem = status.kind === 'refused' || status.kind === 'failed';
  return <span className={problem ? 'project-map__status project-map__status--problem' : 'project-map__status'} role={problem ? 'alert' : 'status'}>{text}</span>;
}
