import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { generatePincode } from '../../api/calls/accounts';
import { generatePincodeWithIdToken } from '../../api/calls/sign-on';
import { useApiClient, useSessionState } from '../../ui/services-context';
import { SsoSignInLink } from '../login/SsoSignInLink';
import './accounts.css';

const here = '/generate-pincode';

/**
 * /generate-pincode (spec 02 sections 1, 2 and 9): a signed-in user generates a PIN for the mobile
 * app or a geo server, valid 2 weeks and usable once as the password. Signed out, the page offers
 * sign-in first and comes back here; a failure asks the user to return to the app and try again.
 */
export function GeneratePincodeScreen() {
  const { t, i18n } = useTranslation();
  const api = useApiClient();
  const { user } = useSessionState();
  // A PIN redirect of single sign-on carries an id_token in the fragment (spec 02 section 2): it names the user.
  const idToken = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('id_token');
  const generate = useMutation({ mutationFn: () => (user === null && idToken ? generatePincodeWithIdToken(api, idToken) : generatePincode(api)) });

  return (
    <section className="accounts-page" aria-labelledby="pin-title">
      <h1 id="pin-title">{t('accounts.pin.title')}</h1>
      {user === null && !idToken ? (
        <>
          <p>{t('accounts.pin.signInFirst')}</p>
          <SsoSignInLink returnTo={here} />
          <p><Link to="/login" search={{ redirect: here }}>{t('accounts.blocked.toLogin')}</Link></p>
        </>
      ) : (
        <>
          <p>{t('accounts.pin.intro')}</p>
          <button type="button" className="button button--primary" disabled={generate.isPending} onClick={() => generate.mutate()}>{t('accounts.pin.generate')}</button>
          {generate.data ? (
            <p role="status">
              {t('accounts.pin.yourPin')} <strong className="accounts-pin">{generate.data.pin}</strong>{' '}
              {t('accounts.pin.validUntil', { date: new Date(generate.data.expiresAt).toLocaleString(i18n.language) })}
            </p>
          ) : null}
          {generate.isError ? <p role="alert" className="accounts-error">{t('accounts.pin.failed')}</p> : null}
        </>
      )}
    </section>
  );
}
