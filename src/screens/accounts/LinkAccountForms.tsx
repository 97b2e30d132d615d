import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { connectWithCredentials, connectWithInviteToken } from '../../api/calls/accounts';
import { error as issue } from '../../domain/validation/issue';
import { FormField } from '../../ui/forms/FormField';
import { errorNotice } from '../../ui/notices/notices-context';
import { useApiClient, useLanguage } from '../../ui/services-context';
import { LanguageSelect } from '../../ui/shell/LanguageSwitcher';

/** Props of LinkAccountForms. */
export interface LinkAccountFormsProps {
  ticket: string;
  returnTo: string | undefined;
}

const required = (value: string, field: string) => (value.trim() === '' ? [issue(field, 'validation.required')] : []);

/**
 * The two ways to link an external sign-in (spec 02 sections 2 and 7): classic user name,
 * password and licence (ConnectUserToAzureLogin), or an invite token
 * (ConnectUserToAzureLoginByInviteToken). The language chosen here becomes the session's.
 */
export function LinkAccountForms({ ticket, returnTo }: LinkAccountFormsProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const router = useRouter();
  const language = useLanguage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [licence, setLicence] = useState('');
  const [invite, setInvite] = useState('');
  const [tried, setTried] = useState<'classic' | 'invite' | null>(null);
  const done = () => router.navigate({ href: returnTo ?? '/', replace: true });
  const classic = useMutation({ mutationFn: () => connectWithCredentials(api, ticket, { username, password, licenceNumber: licence }), onSuccess: done });
  const byInvite = useMutation({ mutationFn: () => connectWithInviteToken(api, ticket, invite.trim()), onSuccess: done });

  const submitClassic = (event: FormEvent) => {
    event.preventDefault();
    setTried('classic');
    if (username.trim() !== '' && password !== '') classic.mutate();
  };
  const submitInvite = (event: FormEvent) => {
    event.preventDefault();
    setTried('invite');
    if (invite.trim() !== '') byInvite.mutate();
  };
  const refusal = (error: unknown) => {
    if (!error) return null;
    const notice = errorNotice(error);
    return <p role="alert" className="accounts-error">{t(notice.messageKey, notice.params)}</p>;
  };

  return (
    <>
      <p>{t('accounts.connect.linkIntro')}</p>
      <LanguageSelect value={language} onChange={(next) => api.session.setLanguage(next)} />
      <form onSubmit={submitClassic} noValidate aria-labelledby="connect-classic">
        <h2 id="connect-classic">{t('accounts.connect.classicTitle')}</h2>
        <FormField id="connect-username" label={t('login.username')} required issues={tried === 'classic' ? required(username, 'username') : []}>
          {(control) => <input {...control} value={username} autoComplete="username" onChange={(event) => setUsername(event.target.value)} />}
        </FormField>
        <FormField id="connect-password" label={t('login.password')} required issues={tried === 'classic' ? required(password, 'password') : []}>
          {(control) => <input {...control} type="password" value={password} autoComplete="current-password" onChange={(event) => setPassword(event.target.value)} />}
        </FormField>
        <FormField id="connect-licence" label={t('login.licence')} hint={t('login.licenceHint')} issues={[]}>
          {(control) => <input {...control} value={licence} inputMode="numeric" onChange={(event) => setLicence(event.target.value)} />}
        </FormField>
        {refusal(classic.error)}
        <button type="submit" className="button button--primary" disabled={classic.isPending}>{t('accounts.connect.linkClassic')}</button>
      </form>
      <form onSubmit={submitInvite} noValidate aria-labelledby="connect-invite">
        <h2 id="connect-invite">{t('accounts.connect.inviteTokenTitle')}</h2>
        <FormField id="connect-invite-token" label={t('accounts.connect.inviteToken')} required issues={tried === 'invite' ? required(invite, 'invite') : []}>
          {(control) => <input {...control} value={invite} autoComplete="off" onChange={(event) => setInvite(event.target.value)} />}
        </FormField>
        {refusal(byInvite.error)}
        <button type="submit" className="button button--primary" disabled={byInvite.isPending}>{t('accounts.connect.linkInvite')}</button>
      </form>
    </>
  );
}
