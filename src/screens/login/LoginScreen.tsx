import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInCredentials } from '../../api/http';
import { FormField } from '../../ui/forms/FormField';
import { LanguageSelect } from '../../ui/shell/LanguageSwitcher';
import { errorNotice } from '../../ui/notices/notices-context';
import { useApiClient, useLanguage } from '../../ui/services-context';
import { error as issue } from '../../domain/validation/issue';
import type { ValidationIssue } from '../../domain/validation/issue';
import { SsoSignInLink, ssoErrorKey } from './SsoSignInLink';
import './login.css';

/** Props of LoginScreen. */
export interface LoginScreenProps {
  /** The in-app path to return to after signing in (the page that sent the user here). */
  returnTo?: string | undefined;
  /** The catalogue key of a refused single sign-on (the callback's sso_error). */
  ssoError?: string | undefined;
}

type Field = 'username' | 'password' | 'licence';

function formIssues(username: string, password: string, licence: string): ValidationIssue[] {
  return [
    ...(username.trim() === '' ? [issue('username', 'validation.required')] : []),
    ...(password === '' ? [issue('password', 'validation.required')] : []),
    ...(licence.trim() !== '' && !/^\d+$/.test(licence.trim()) ? [issue('licence', 'validation.number.notANumber')] : []),
  ];
}

/**
 * Sign-in (spec 02 section 2): user name, password, licence (only needed when
 * the user belongs to more than one) and language. The language applies at once, so the form
 * itself switches, and becomes the session's language. A refusal shows the server's translated
 * message.
 */
export function LoginScreen({ returnTo, ssoError }: LoginScreenProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const router = useRouter();
  const language = useLanguage();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [licence, setLicence] = useState('');
  const [issues, setIssues] = useState<ValidationIssue[]>([]);

  const signIn = useMutation({
    mutationFn: (credentials: SignInCredentials) => api.signIn(credentials),
    onSuccess: () => router.navigate({ href: returnTo ?? '/', replace: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = formIssues(username, password, licence);
    setIssues(found);
    if (found.length > 0) {
      document.getElementById(`login-${found[0]?.field ?? 'username'}`)?.focus();
      return;
    }
    signIn.mutate({ username, password, licenceNumber: licence.trim() === '' ? undefined : licence.trim(), language });
  };

  const issuesOf = (field: Field) => issues.filter((found) => found.field === field);
  const refusal = signIn.error ? errorNotice(signIn.error) : ssoError ? { messageKey: ssoErrorKey(ssoError), params: {} } : null;

  return (
    <section className="login" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <form className="login__form" onSubmit={submit} noValidate aria-describedby={refusal ? errorId : undefined}>
        <FormField id="login-username" label={t('login.username')} required issues={issuesOf('username')}>
          {(control) => <input {...control} value={username} autoComplete="username" onChange={(event) => setUsername(event.target.value)} />}
        </FormField>
        <FormField id="login-password" label={t('login.password')} required issues={issuesOf('password')}>
          {(control) => <input {...control} type="password" value={password} autoComplete="current-password" onChange={(event) => setPassword(event.target.value)} />}
        </FormField>
        <FormField id="login-licence" label={t('login.licence')} hint={t('login.licenceHint')} issues={issuesOf('licence')}>
          {(control) => <input {...control} value={licence} inputMode="numeric" autoComplete="off" onChange={(event) => setLicence(event.target.value)} />}
        </FormField>
        <LanguageSelect className="login__language" value={language} onChange={(next) => api.session.setLanguage(next)} />
        {refusal && <p id={errorId} className="login__error" role="alert">{t(refusal.messageKey, refusal.params)}</p>}
        <button type="submit" className="button button--primary login__submit" disabled={signIn.isPending}>
          {t('login.submit')}
        </button>
      </form>
      <SsoSignInLink returnTo={returnTo} />
    </section>
  );
}
