import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CopyMoveContext } from '../../../machines/copy-move';
import { recordLinks } from '../records/record-links';
import { failureText } from './copy-move-text';

/** At most this many new point names are listed; the rest is counted. */
const listedCopyNames = 50;

/** Props of CopyMoveDone. */
export interface CopyMoveDoneProps {
  context: CopyMoveContext;
  onClose: () => void;
}

/** The result (spec 01 section 4): how many points were copied or moved, their new names, and a link to the target project. */
export function CopyMoveDone({ context, onClose }: CopyMoveDoneProps) {
  const { t } = useTranslation();
  const names = context.saved.map((copy) => copy.name);
  const target = Number(context.options.targetProjectId);
  return (
    <div className="copy-move__outcome">
      <p role="status">{t(context.options.mode === 'move' ? 'copyMove.done.moved' : 'copyMove.done.copied', { number: names.length })}</p>
      <ul className="copy-move__names" aria-label={t('copyMove.done.names')}>
        {names.slice(0, listedCopyNames).map((name) => <li key={name}>{name}</li>)}
      </ul>
      {names.length > listedCopyNames && <p>{t('copyMove.done.more', { number: names.length - listedCopyNames })}</p>}
      <div className="modal__actions">
        {Number.isInteger(target) && <Link {...recordLinks.project(target)} className="button">{t('copyMove.done.openTarget')}</Link>}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>{t('copyMove.close')}</button>
      </div>
    </div>
  );
}

/** Props of CopyMoveFailed. */
export interface CopyMoveFailedProps {
  context: CopyMoveContext;
  /** Back to the options (failed) or delete the originals again (moveIncomplete); absent for an empty selection. */
  onRetry?: () => void;
  retryLabel?: string;
  onClose: () => void;
}

/** A failure in the catalogue's words (spec 01 section 8), with its cause and what can be done next. */
export function CopyMoveFailed({ context, onRetry, retryLabel, onClose }: CopyMoveFailedProps) {
  const { t } = useTranslation();
  if (!context.failure) return null;
  const { message, detail } = failureText(t, context.failure, context.saved.map((copy) => copy.name));
  return (
    <div className="copy-move__outcome">
      <p role="alert" className="copy-move__error">{message}</p>
      {detail && <p className="copy-move__detail">{detail}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>{t('copyMove.close')}</button>
        {onRetry && <button type="button" className="button button--primary" onClick={onRetry} autoFocus>{retryLabel}</button>}
      </div>
    </div>
  );
}
