import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { projectMutations, projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import type { ProjectUser } from '../../domain/entities/project-user';
import { DataTable } from '../../ui/data-table';
import type { DataColumn } from '../../ui/data-table';
import { useNotices } from '../../ui/notices/notices-context';
import { OverviewTabFrame } from '../overview/OverviewTabFrame';
import './accounts.css';

/** Props of ParticipantsScreen. */
export interface ParticipantsScreenProps {
  projectId: ProjectId;
}

function fullName(user: ProjectUser): string {
  return [user.Person?.FirstName, user.Person?.LastName].filter(Boolean).join(' ');
}

/**
 * The project participants tab (spec 02 section 2, PP; section 4, project pinning): the licence's
 * users from GetUsers, pinned and not pinned, in the shared data table (tiles or table), each with a
 * checkbox that pins or unpins the project for them (UnpinAndPinProject with UserToPin and Enabled).
 */
export function ParticipantsScreen({ projectId }: ParticipantsScreenProps) {
  const { t } = useTranslation();
  const notices = useNotices();
  const pinned = useQuery(projectQueries.users(projectId, 'PinnedUsers'));
  const notPinned = useQuery(projectQueries.users(projectId, 'NotPinnedUsers'));
  const pin = useMutation({ ...projectMutations.pin(), onError: (error) => notices.notifyError(error) });
  const users = useMemo(
    () => [...(pinned.data ?? []), ...(notPinned.data ?? [])].sort((a, b) => a.UserName.localeCompare(b.UserName)),
    [pinned.data, notPinned.data],
  );
  const failed = pinned.error ?? notPinned.error;
  const { mutate, isPending } = pin;
  const columns = useMemo<DataColumn<ProjectUser>[]>(() => [
    { id: 'UserName', header: t('accounts.users.userName'), text: (user) => user.UserName },
    { id: 'name', header: t('accounts.users.name'), text: fullName },
    { id: 'Email', header: t('accounts.users.email'), text: (user) => user.Person?.Email ?? '', width: 240 },
    {
      id: 'Enabled',
      header: t('accounts.participants.pinned'),
      text: (user) => (user.Enabled === true ? '✓' : ''),
      width: 120,
      cell: (user) => (
        <input
          type="checkbox" checked={user.Enabled === true} disabled={isPending}
          aria-label={t('accounts.participants.pinFor', { user: user.UserName })}
          onChange={(event) => mutate({ prId: projectId, enabled: event.target.checked, userToPin: user.UserName })}
        />
      ),
    },
  ], [t, isPending, mutate, projectId]);

  return (
    <OverviewTabFrame projectId={Number(projectId)}>
      <section className="accounts-page accounts-page--wide" aria-labelledby="participants-title">
        <h1 id="participants-title">{t('accounts.participants.title')}</h1>
        {pinned.isPending || notPinned.isPending ? <p role="status">{t('accounts.participants.loading')}</p> : null}
        {failed ? <p role="alert" className="accounts-error">{t('accounts.participants.failed')}</p> : null}
        {pinned.data && notPinned.data
          ? <DataTable labelledBy="participants-title" settingName="overview.participants" rows={users} columns={columns} />
          : null}
      </section>
    </OverviewTabFrame>
  );
}
