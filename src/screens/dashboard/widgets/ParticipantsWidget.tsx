import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { projectQueries } from '../../../api/queries/project-queries';
import { WidgetState } from './WidgetState';
import type { WidgetProps } from './widget-props';

/** Participants (spec 02 section 2): the project's users from GetUsers, those who pinned it marked. */
export function ParticipantsWidget({ projectId }: WidgetProps) {
  const { t } = useTranslation();
  const pinned = useQuery(projectQueries.users(projectId, 'PinnedUsers'));
  const notPinned = useQuery(projectQueries.users(projectId, 'NotPinnedUsers'));
  const users = [...(pinned.data ?? []), ...(notPinned.data ?? [])].sort((a, b) => a.UserName.localeCompare(b.UserName));
  return (
    <>
      <WidgetState pending={pinned.isPending || notPinned.isPending} error={pinned.error ?? notPinned.error} />
      {pinned.data && notPinned.data ? (
        <>
          <p data-field="count">{t('dashboard.figure.participants', { count: users.length })}</p>
          <ul className="dashboard-list">
            {users.map((user) => (
              <li key={user.UserName}>
                {[user.Person?.FirstName, user.Person?.LastName].filter(Boolean).join(' ') || user.UserName}
                {user.Enabled === true ? <span className="dashboard-tag">{t('dashboard.figure.pinned')}</span> : null}
              </li>
            ))}
          </ul>
          <Link to="/project/$projectId/participants" params={{ projectId }}>{t('dashboard.widget.openParticipants')}</Link>
        </>
      ) : null}
    </>
  );
}
