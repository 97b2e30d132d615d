import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser, UserAdminChange } from '../../api/calls/accounts';

/** Props of RightsEditor. */
export interface RightsEditorProps {
  user: ManagedUser;
  busy: boolean;
  onSave: (change: UserAdminChange) => Promise<void>;
  onCancel: () => void;
}

const names = (text: string) => text.split(/[,;\n]/).map((name) => name.trim()).filter((name) => name !== '');

/**
 * A user's feature words and function names (spec 02 section 6: 'Features require a feature right
 * or function right set by the application manager'), comma-separated; '*' grants all of a kind.
 */
export function RightsEditor({ user, busy, onSave, onCancel }: RightsEditorProps) {
  const { t } = useTranslation();
  const [features, setFeatures] = useState(user.FeatureRights.join(', '));
  const [functions, setFunctions] = useState(user.FunctionRights.join(', '));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ call: 'SetUserRights', body: { UserName: user.UserName, FeatureRights: names(features), FunctionRights: names(functions) } });
  };
  return (
    <form onSubmit={submit} className="rights-editor" aria-label={t('accounts.users.editRightsOf', { user: user.UserName })}>
      <label>{t('accounts.users.featureRights')} <input value={features} onChange={(event) => setFeatures(event.target.value)} /></label>
      <label>{t('accounts.users.functionRights')} <input value={functions} onChange={(event) => setFunctions(event.target.value)} /></label>
      <button type="submit" className="button button--primary" disabled={busy}>{t('accounts.users.saveRights')}</button>
      <button type="button" className="button" onClick={onCancel}>{t('accounts.users.cancel')}</button>
    </form>
  );
}
