import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedLicence, UserAdminChange } from '../../api/calls/accounts';
import { licenceKinds } from '../../domain/auth/account-constants';
import { applicationCodes } from '../../domain/wire/application-codes';
import type { LicenceKind } from '../../domain/auth/account-constants';
import { error as issue } from '../../domain/validation/issue';
import { FormField } from '../../ui/forms/FormField';

/** Props of LicencePanel. */
export interface LicencePanelProps {
  licence: ManagedLicence;
  busy: boolean;
  onSave: (change: UserAdminChange) => Promise<boolean>;
}

const wholeNumber = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : Number.NaN);

/** The applications a licence can belong to (spec 02 section 9), in the order of their codes. */
const knownApplications = Object.entries(applicationCodes).sort(([, a], [, b]) => a - b);

/**
 * The licence (spec 02 sections 1 and 6): office or application licence, the application an
 * application licence belongs to, the concurrent-user limit (empty: none) and who is signed in now.
 */
export function LicencePanel({ licence, busy, onSave }: LicencePanelProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LicenceKind>(licence.Kind);
  const [application, setApplication] = useState(licence.ApplicationCode === null ? '' : String(licence.ApplicationCode));
  const [limit, setLimit] = useState(licence.MaxConcurrentUsers === null ? '' : String(licence.MaxConcurrentUsers));
  const limitValue = wholeNumber(limit);
  const applicationValue = application === '' ? null : Number(application);
  const limitIssues = Number.isNaN(limitValue) ? [issue('limit', 'validation.number.notANumber')] : [];
  const applicationIssues = kind === 'application' && applicationValue === null ? [issue('application', 'validation.required')] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (limitIssues.length > 0 || applicationIssues.length > 0) return;
    void onSave({ call: 'UpdateLicence', body: { Kind: kind, ApplicationCode: kind === 'application' ? applicationValue : null, MaxConcurrentUsers: limitValue } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="licence-title">
      <h2 id="licence-title">{t('accounts.licence.title', { number: licence.Licensenumber })}</h2>
      <p role="status">{t('accounts.licence.signedIn', { users: licence.SignedInUsers, limit: licence.MaxConcurrentUsers ?? '–' })}</p>
      <FormField id="licence-kind" label={t('accounts.licence.kind')} issues={[]}>
        {(control) => (
          <select {...control} value={kind} onChange={(event) => setKind(event.target.value as LicenceKind)}>
            {licenceKinds.map((option) => <option key={option} value={option}>{t(`accounts.licence.kinds.${option}`)}</option>)}
          </select>
        )}
      </FormField>
      {kind === 'application' ? (
        <FormField id="licence-application" label={t('accounts.licence.application')} required issues={applicationIssues}>
          {(control) => (
            <select {...control} value={application} onChange={(event) => setApplication(event.target.value)}>
              <option value="">{t('accounts.licence.applications.none')}</option>
              {/* A code stored before the choice was limited stays on view until it is changed. */}
              {application !== '' && !knownApplications.some(([, code]) => String(code) === application) ? <option value={application}>{application}</option> : null}
              {knownApplications.map(([name, code]) => <option key={code} value={String(code)}>{t(`accounts.licence.applications.${name}`, { code })}</option>)}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField id="licence-limit" label={t('accounts.licence.limit')} hint={t('accounts.licence.limitHint')} issues={limitIssues}>
        {(control) => <input {...control} inputMode="numeric" value={limit} onChange={(event) => setLimit(event.target.value)} />}
      </FormField>
      <button type="submit" className="button" disabled={busy}>{t('accounts.licence.save')}</button>
    </form>
  );
}
