import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { licencesOfTicket, signInWithTicket } from '../../api/calls/sign-on';
import { accountQueries } from '../../api/queries/account-queries';
import { errorNotice } from '../../ui/notices/notices-context';
import { useApiClient, useLanguage } from '../../ui/services-context';
import { LanguageSelect } from '../../ui/shell/LanguageSwitcher';

/** Props of ChooseLicence. */
export interface ChooseLicenceProps {
  ticket: string;
  returnTo: string | undefined;
}

/**
 * /connect-azure for a sign-on that reaches several licences (spec 02 section 2: 'The user selects a
 * licence and a language'): GetLicensesByAzureJwt lists them; GetSingleClassicTokenByAzureJwt signs in.
 */
export function ChooseLicence({ ticket, returnTo }: ChooseLicenceProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const router = useRouter();
  const language = useLanguage();
  const licences = useQuery({ queryKey: ['signOn', 'licences', ticket], queryFn: () => licencesOfTicket(api, ticket), retry: false });
  const settings = useQuery(accountQueries.settings());
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? licences.data?.[0]?.Licensenumber ?? null;
  const signIn = useMutation({
    mutationFn: () => signInWithTicket(api, ticket, { licenceNumber: chosen ?? 0, language, clientId: settings.data?.ssoClientId ?? '' }),
    onSuccess: () => router.navigate({ href: returnTo ?? '/', replace: true }),
  });
  const refusal = licences.error ?? signIn.error;
  const notice = refusal ? errorNotice(refusal) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null) signIn.mutate();
  };

  return (
    <form onSubmit={submit} aria-labelledby="choose-licence">
      <h2 id="choose-licence">{t('accounts.signOn.chooseTitle')}</h2>
      <label htmlFor="choose-licence-select">{t('login.licence')}</label>
      <select id="choose-licence-select" value={chosen ?? ''} onChange={(event) => setPicked(Number(event.target.value))}>
        {(licences.data ?? []).map((licence) => <option key={licence.Licensenumber} value={licence.Licensenumber}>{`${licence.Licensenumber} — ${licence.Name}`}</option>)}
      </select>
      <LanguageSelect value={language} onChange={(next) => api.session.setLanguage(next)} />
      {notice ? <p role="alert" className="accounts-error">{t(notice.messageKey, notice.params)}</p> : null}
      <button type="submit" className="button button--primary" disabled={chosen === null || signIn.isPending || !settings.data}>{t('accounts.signOn.signIn')}</button>
    </form>
  );
}
