import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserAdminChange } from '../../api/calls/accounts';
import { accountMutations, accountQueries } from '../../api/queries/account-queries';
import { useNotices } from '../../ui/notices/notices-context';
import { FrontEndLogPanel } from './FrontEndLogPanel';
import { InviteForm } from './InviteForm';
import { LicencePanel } from './LicencePanel';
import { UserTable } from './UserTable';
import '../accounts/accounts.css';

/** The success notice of each change. */
const doneKeys: Record<UserAdminChange['call'], string> = {
  InviteUser: 'accounts.users.invited',
  ReinviteUser: 'accounts.users.invited',
  SetUserBlocked: 'accounts.users.saved',
  SetUserRights: 'accounts.users.saved',
  LogOffUser: 'accounts.users.loggedOff',
  UpdateLicence: 'accounts.users.saved',
};

/**
 * User administration for the application manager (spec 02 sections 2 and 6): the licence and its
 * concurrent-user limit, invitations by e-mail, the users with block, re-invite, log off and
 * function rights, and the front-end log. The server refuses every call without the
 * UserAdministration right; the screen then shows that refusal.
 */
export function UserAdminScreen() {
  const { t } = useTranslation();
  const notices = useNotices();
  const users = useQuery(accountQueries.users());
  const change = useMutation({
    ...accountMutations.change(),
    onSuccess: (_answer, variables) => notices.notify({ kind: 'success', messageKey: doneKeys[variables.call] }),
    onError: (error) => notices.notifyError(error),
  });
  const send = (next: UserAdminChange) => change.mutateAsync(next).then(() => true, () => false);

  return (
    <section className="accounts-page accounts-page--wide" aria-labelledby="users-title">
      <h1 id="users-title">{t('accounts.users.title')}</h1>
      {users.isPending ? <p role="status">{t('accounts.users.loading')}</p> : null}
      {users.error ? <p role="alert" className="accounts-error">{t('server.rights.notAllowed')}</p> : null}
      {users.data ? (
        <>
          <LicencePanel licence={users.data.licence} busy={change.isPending} onSave={send} />
          <InviteForm busy={change.isPending} onInvite={send} />
          <UserTable users={users.data.users} licence={users.data.licence} busy={change.isPending} onChange={send} />
          <FrontEndLogPanel />
        </>
      ) : null}
    </section>
  );
}
