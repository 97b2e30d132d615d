import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectMutations, projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import { useNotices } from '../../ui/notices/notices-context';
import './accounts.css';

/** Props of ParticipantsScreen. */
export interface ParticipantsScreenProps {
  projectId: ProjectId;
}

/**
 * The project participants tab (spec 02 section 2, PP; section 4, project pinning): the licence's
 * users from GetUsers, pinned and not pinned, each with a checkbox that pins or unpins the project
 * for them (UnpinAndPinProject with UserToPin and Enabled).
 */
export function ParticipantsScreen({ projectId }: ParticipantsScreenProps) {
  const { t } = useTranslation();
  const notices = useNotices();
  const pinned = useQuery(projectQueries.users(projectId, 'PinnedUsers'));
  const notPinned = useQuery(projectQueries.users(projectId, 'NotPinnedUsers'));
  const pin = useMutation({ ...projectMutations.pin(), onError: (error) => notices.notifyError(error) });
  const users = [...(pinned.data ?? []), ...(notPinned.data ?? [])].sort((a, b) => a.UserName.localeCompare(b.UserName));
  const failed = pinned.error ?? notPinned.error;

  return (
    <section className="accounts-page accounts-page--wide" aria-labelledby="participants-title">
      <h1 id="participants-title">{t('accounts.participants.title')}</h1>
      {pinned.isPending || notPinned.isPending ? <p role="status">{t('accounts.participants.loading')}</p> : null}
      {failed ? <p role="alert" className="accounts-error">{t('accounts.participants.failed')}</p> : null}
      {pinned.data && notPinned.data ? (
        <table className="accounts-table" aria-labelledby="participants-title">
          <thead>
            <tr><th scope="col">{t('accounts.users.userName')}</th><th scope="col">{t('accounts.users.name')}</th><th scope="col">{t('accounts.users.email')}</th><th scope="col">{t('accounts.participants.pinned')}</th></tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const name = [user.Person?.FirstName, user.Person?.LastName].filter(Boolean).join(' ');
              return (
                <tr key={user.UserName}>
                  <td>{user.UserName}</td>
                  <td>{name}</td>
                  <td>{user.Person?.Email ?? ''}</td>
                  <td>
                    <input
                      type="checkbox" checked={user.Enabled === true} disabled={pin.isPending}
                      aria-label={t('accounts.participants.pinFor', { user: user.UserName })}
                      onChange={(event) => pin.mutate({ prId: projectId, enabled: event.target.checked, userToPin: user.UserName })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
