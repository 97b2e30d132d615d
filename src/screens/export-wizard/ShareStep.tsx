import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportWizardContext, ExportWizardEvent } from '../../../machines/export-wizard';
import { shareIssues, type ShareIssue } from '../../domain/mail/share-rules';

type Send = (event: ExportWizardEvent) => void;

/** The share form's fields that a rule can refuse. */
type ShareField = 'recipients' | 'subject';

/** The field each share rule is about, so its message shows under that field. */
const fieldOfIssue: Record<ShareIssue['key'], ShareField> = {
  'importExport.share.recipientRequired': 'recipients',
  'importExport.share.invalidAddress': 'recipients',
  'importExport.share.subjectRequired': 'subject',
  'importExport.share.subjectTooLong': 'subject',
};

/** A field's refusals under it; the control's aria-describedby points at the list so a screen reader reads them. */
function FieldIssues({ id, issues }: { id: string; issues: readonly ShareIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <ul id={id} className="export-wizard__issues" aria-live="polite">
      {issues.map((issue) => <li key={`${issue.key}-${issue.params.address ?? ''}`}>{t(issue.key, issue.params)}</li>)}
    </ul>
  );
}

/**
 * Share the exported file by e-mail (spec 02 section 2: 'share by e-mail with a subject'): addresses, a
 * subject and a message; the rules (subject required, valid addresses: spec 02 section 5) show under the
 * field they refuse once something was typed, and send stays off until they hold.
 */
export function ShareStep({ context, send, busy }: { context: ExportWizardContext; send: Send; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { share } = context;
  const issues = shareIssues(share);
  const touched = share.recipients !== '' || share.subject !== '';
  const shown = (field: ShareField) => (touched ? issues.filter((issue) => fieldOfIssue[issue.key] === field) : []);
  const control = (field: ShareField) => {
    const refused = shown(field).length > 0;
    return { 'aria-invalid': refused, 'aria-describedby': refused ? `${id}-${field}-issues` : undefined };
  };
  return (
    <>
      <div className="export-wizard__step">
        <p>{t('importExport.share.attached', { file: context.exported?.name ?? '' })}</p>
        <label>
          {t('importExport.share.recipients')}
          <input type="text" inputMode="email" value={share.recipients} disabled={busy} {...control('recipients')}
            onChange={(event) => send({ type: 'exportWizard.setShare', share: { recipients: event.target.value } })} />
        </label>
        <FieldIssues id={`${id}-recipients-issues`} issues={shown('recipients')} />
        <label>
          {t('importExport.share.subject')}
          <input type="text" value={share.subject} disabled={busy} required {...control('subject')}
            onChange={(event) => send({ type: 'exportWizard.setShare', share: { subject: event.target.value } })} />
        </label>
        <FieldIssues id={`${id}-subject-issues`} issues={shown('subject')} />
        <label>
          {t('importExport.share.message')}
          <textarea value={share.message} disabled={busy} onChange={(event) => send({ type: 'exportWizard.setShare', share: { message: event.target.value } })} />
        </label>
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
