import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedLicence, ManagedUser, UserAdminChange } from '../../api/calls/accounts';
import { useSessionState } from '../../ui/services-context';
import { RightsEditor } from './RightsEditor';

/** Props of UserTable. */
export interface UserTableProps {
  users: readonly ManagedUser[];
  licence: ManagedLicence;
  busy: boolean;
  onChange: (change: UserAdminChange) => Promise<boolean>;
}

/** The state words of a user: blocked, invited, linked to single sign-on, signed in now. */
function statusKeys(user: ManagedUser): string[] {
  return [
    user.Blocked ? 'accounts.users.status.blocked' : null,
    user.Invited ? 'accounts.users.status.invited' : null,
    user.Linked ? 'accounts.users.status.linked' : null,
    user.SignedIn ? 'accounts.users.status.signedIn' : null,
  ].filter((key): key is string => key !== null);
}

/**
 * The licence's users (spec 02 section 6) with what the application manager does to each: block
 * or unblock, invite again, log off (office licences), and edit the function rights. The manager's
 * own row offers no block or log off.
 */
export function UserTable({ users, licence, busy, onChange }: UserTableProps) {
  const { t } = useTranslation();
  const { user: me } = useSessionState();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <section aria-labelledby="user-list-title">
      <h2 id="user-list-title">{t('accounts.users.listTitle')}</h2>
      <table className="accounts-table" aria-labelledby="user-list-title">
        <thead>
          <tr>
            <th scope="col">{t('accounts.users.userName')}</th><th scope="col">{t('accounts.users.name')}</th><th scope="col">{t('accounts.users.email')}</th>
            <th scope="col">{t('accounts.users.statusTitle')}</th><th scope="col">{t('accounts.users.rights')}</th><th scope="col">{t('accounts.users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.UserName === me?.username.trim().toLowerCase();
            const named = { user: user.UserName };
            return (
              <tr key={user.UserName}>
                <td>{user.UserName}</td>
                <td>{user.DisplayName}</td>
                <td>{user.Email ?? ''}</td>
                <td>{statusKeys(user).map((key) => t(key)).join(', ')}</td>
                <td>
                  {editing === user.UserName
                    ? <RightsEditor user={user} busy={busy} onSave={async (change) => { if (await onChange(change)) setEditing(null); }} onCancel={() => setEditing(null)} />
                    : [...user.FeatureRights, ...user.FunctionRights].join(', ')}
                </td>
                <td>
                  {self ? null : (
                    <button type="button" className="button" disabled={busy} aria-label={t(user.Blocked ? 'accounts.users.unblockUser' : 'accounts.users.blockUser', named)}
                      onClick={() => void onChange({ call: 'SetUserBlocked', body: { UserName: user.UserName, Blocked: !user.Blocked } })}>
                      {t(user.Blocked ? 'accounts.users.unblock' : 'accounts.users.block')}
                    </button>
                  )}
                  {user.Email && !user.Linked ? (
                    <button type="button" className="button" disabled={busy} aria-label={t('accounts.users.reinviteUser', named)}
                      onClick={() => void onChange({ call: 'ReinviteUser', body: { UserName: user.UserName } })}>
                      {t('accounts.users.reinvite')}
                    </button>
                  ) : null}
                  {!self && user.SignedIn && licence.Kind === 'office' ? (
                    <button type="button" className="button" disabled={busy} aria-label={t('accounts.users.logOffUser', named)}
                      onClick={() => void onChange({ call: 'LogOffUser', body: { UserName: user.UserName } })}>
                      {t('accounts.users.logOff')}
                    </button>
                  ) : null}
                  {editing === user.UserName ? null : (
                    <button type="button" className="button" disabled={busy} aria-label={t('accounts.users.editRightsOf', named)} onClick={() => setEditing(user.UserName)}>
                      {t('accounts.users.editRights')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
