import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api';

/** Props of LoadState. */
export type LoadStateProps =
  | { kind: 'loading' }
  | { kind: 'missing'; label: string }
  | { kind: 'failed'; error: unknown };

/** What a screen shows before its record can be drawn: loading, not found, or why loading failed (spec 01 section 8). */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation();
  if (props.kind === 'loading') return <p className="record-screen__state" role="status">{t('screens.editor.loading')}</p>;
  if (props.kind === 'missing') return <p className="record-screen__state" role="status">{props.label}</p>;
  const text = isApiError(props.error) ? t(props.error.messageKey, props.error.params) : t('screens.editor.loadFailed');
  return <p className="record-screen__state record-screen__state--error" role="alert">{text}</p>;
}
