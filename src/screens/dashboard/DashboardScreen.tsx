import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardMutations, dashboardQueries } from '../../api/queries/dashboard-queries';
import { projectScope } from '../../api/queries/scopes';
import { homeDashboardNumber } from '../../domain/dashboard/home-dashboard';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { useCommandTarget } from '../../ui/commands/use-command-target';
import { errorNotice, useNotices } from '../../ui/notices/notices-context';
import { DashboardGrid } from './DashboardGrid';
import { DashboardNameDialog } from './DashboardNameDialog';
import { DashboardToolbar } from './DashboardToolbar';
import { useDashboardEditing } from './use-dashboard-editing';
import './dashboard.css';

type OpenDialog = 'add' | 'rename' | 'delete' | null;

/**
 * The user's dashboard of a project (spec 02 section 2, 'Dashboards'): the Home Dashboard (1) or
 * one they added, its widgets on a grid; add, rename and delete dialogs; edit mode to place,
 * resize, remove and auto-align widgets. The Home Dashboard cannot be renamed or deleted.
 */
export function DashboardScreen({ projectId, dashboardNumber }: { projectId: number; dashboardNumber: number }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const navigate = useNavigate();
  const client = useQueryClient();
  const dashboards = useQuery(dashboardQueries.list(projectId));
  const dashboard = dashboards.data?.find((entry) => entry.DbNumber === dashboardNumber);
  const editing = useDashboardEditing(projectId, dashboard);
  const add = useMutation(dashboardMutations.add(projectId));
  const rename = useMutation(dashboardMutations.change(projectId));
  const remove = useMutation(dashboardMutations.remove(projectId));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const isHome = dashboardNumber === homeDashboardNumber;
  const homeLocked = () => notices.notify({ kind: 'error', messageKey: 'dashboard.server.homeLocked' });
  const open = (number: number) => navigate({ to: '/project/$projectId/dashboard/{-$dashboardId}', params: { projectId, dashboardId: number } });

  useCommandTarget('dashboard', {
    editing: editing.editing,
    toggleEdit: () => { void editing.toggle(); },
    add: () => setDialog('add'),
    rename: () => (isHome ? homeLocked() : setDialog('rename')),
    requestDelete: () => (isHome ? homeLocked() : setDialog('delete')),
    autoAlign: editing.autoAlign,
    refresh: () => { void client.invalidateQueries({ queryKey: projectScope(projectId) }); },
  });

  const title = dashboard ? (isHome ? t('dashboard.homeName') : dashboard.DbName) : t('dashboard.title');
  return (
    <main className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{title}</h1>
      {dashboards.isPending ? <p role="status">{t('dashboard.loading')}</p> : null}
      {dashboards.error ? <p role="alert" className="dashboard-error">{t(errorNotice(dashboards.error).messageKey, errorNotice(dashboards.error).params ?? {})}</p> : null}
      {dashboards.data && !dashboard ? (
        <p role="alert" className="dashboard-error">
          {t('dashboard.server.notFound')}{' '}
          <Link to="/project/$projectId/dashboard/{-$dashboardId}" params={{ projectId, dashboardId: homeDashboardNumber }}>{t('dashboard.openHome')}</Link>
        </p>
      ) : null}
      {dashboards.data && dashboard ? (
        <>
          <DashboardToolbar
            dashboards={dashboards.data} current={dashboard.DbNumber} editing={editing.editing} saving={editing.saving}
            onOpen={(number) => { void open(number); }} onAddWidget={editing.add}
          />
          {editing.editing ? <p className="dashboard-hint">{t('dashboard.edit.hint')}</p> : null}
          <DashboardGrid
            projectId={projectId} layout={editing.layout} onOptions={editing.setOptions}
            editing={editing.editing ? { move: editing.move, resize: editing.resize, remove: editing.remove } : null}
          />
        </>
      ) : null}
      {dialog === 'add' ? (
        <DashboardNameDialog mode="add" initialName="" onClose={() => setDialog(null)}
          onSave={async (name) => { const made = await add.mutateAsync(name); void open(made.DbNumber); }} />
      ) : null}
      {dialog === 'rename' && dashboard ? (
        <DashboardNameDialog mode="rename" initialName={dashboard.DbName} onClose={() => setDialog(null)}
          onSave={(name) => rename.mutateAsync({ DbNumber: dashboard.DbNumber, DbName: name, RowVersion: dashboard.RowVersion })} />
      ) : null}
      {dialog === 'delete' && dashboard ? (
        <ConfirmDialog
          title={t('dashboard.dialog.deleteTitle')} message={t('dashboard.dialog.deleteMessage', { name: dashboard.DbName })}
          confirmLabel={t('dashboard.dialog.delete')} danger busy={remove.isPending} onCancel={() => setDialog(null)}
          onConfirm={() => remove.mutate(dashboard.DbNumber, {
            onSuccess: () => { setDialog(null); void open(homeDashboardNumber); },
            onError: (error) => { setDialog(null); notices.notifyError(error); },
          })}
        />
      ) : null}
    </main>
  );
}
