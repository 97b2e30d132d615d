import { useTranslation } from 'react-i18next';
import type { ExportWizardContext, ExportWizardEvent } from '../../../machines/export-wizard';
import { shareIssues } from '../../domain/mail/share-rules';

type Send = (event: ExportWizardEvent) => void;

/**
 * Share the exported file by e-mail (spec 02 section 2: 'share by e-mail with a subject'): addresses, a
 * subject and a message; the rules (subject required, valid addresses: spec 02 section 5) show as typed
 * once something was typed, and send stays off until they hold.
 */
export function ShareStep({ context, send, busy }: { context: ExportWizardContext; send: Send; busy: boolean }) {
  const { t } = useTranslation();
  const { share } = context;
  const issues = shareIssues(share);
  const touched = share.recipients !== '' || share.subject !== '';
  return (
    <>
      <div className="export-wizard__step">
        <p>{t('importExport.share.attached', { file: context.exported?.name ?? '' })}</p>
        <label>
          {t('importExport.share.recipients')}
          <input type="text" inputMode="email" value={share.recipients} disabled={busy} onChange={(event) => send({ type: 'exportWizard.setShare', share: { recipients: event.target.value } })} />
        </label>
        <label>
          {t('importExport.share.subject')}
          <input type="text" value={share.subject} disabled={busy} required onChange={(event) => send({ type: 'exportWizard.setShare', share: { subject: event.target.value } })} />
        </label>
        <label>
          {t('importExport.share.message')}
          <textarea value={share.message} disabled={busy} onChange={(event) => send({ type: 'exportWizard.setShare', share: { message: event.target.value } })} />
        </label>
        {touched && issues.length > 0 ? (
          <ul className="export-wizard__issues" aria-live="polite">
            {issues.map((issue) => <li key={`${issue.key}-${issue.params.address ?? ''}`}>{t(issue.key, issue.params)}</li>)}
          </ul>
        ) : null}
      </div>
      <div className="export-wizard__buttons">
        <button type="button" onClick={() => send({ type: 'exportWizard.close' })}>{t('importExport.wizard.close')}</button>
        <button type="button" disabled={busy} onClick={() => send({ type: 'exportWizard.back' })}>{t('importExport.wizard.back')}</button>
        <button type="button" className="button--primary" disabled={busy || issues.length > 0} onClick={() => send({ type: 'exportWizard.next' })}>{t('importExport.share.send')}</button>
      </div>
      {busy ? <p role="status">{t('importExport.share.sending')}</p> : null}
    </>
  );
}
