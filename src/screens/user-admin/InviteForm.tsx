import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAdminChange } from '../../api/calls/accounts';
import type { Language } from '../../domain/language/language-codes';
import { error as issue } from '../../domain/validation/issue';
import { FormField } from '../../ui/forms/FormField';
import { LanguageSelect } from '../../ui/shell/LanguageSwitcher';
import { useLanguage } from '../../ui/services-context';

/** Props of InviteForm. */
export interface InviteFormProps {
  busy: boolean;
  /** Sends the invitation; answers whether it went. */
  onInvite: (change: UserAdminChange) => Promise<boolean>;
}

/** A plain e-mail check for instant feedback; the server checks again (zod's z.email()). */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Invite a user by e-mail (spec 02 section 6): the address, their name and their language. */
export function InviteForm({ busy, onInvite }: InviteFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>(useLanguage());
  const [tried, setTried] = useState(false);
  const issues = tried && !looksLikeEmail(email) ? [issue('email', email.trim() === '' ? 'validation.required' : 'accounts.issue.emailInvalid')] : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!looksLikeEmail(email)) return;
    if (await onInvite({ call: 'InviteUser', body: { Email: email.trim(), DisplayName: name.trim(), Language: language } })) {
      setEmail('');
      setName('');
      setTried(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{t('accounts.users.inviteTitle')}</h2>
      <FormField id="invite-email" label={t('accounts.users.email')} required issues={issues}>
        {(control) => <input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
      </FormField>
      <FormField id="invite-name" label={t('accounts.users.name')} issues={[]}>
        {(control) => <input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <LanguageSelect value={language} onChange={setLanguage} />
      <button type="submit" className="button button--primary" disabled={busy}>{t('accounts.users.invite')}</button>
    </form>
  );
}
