import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectListFilter } from '../../api/calls/projects';
import { projectQueries } from '../../api/queries/project-queries';
import { useCommandTarget } from '../../ui/commands/use-command-target';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { TypeToConfirmDialog } from '../../ui/dialogs/TypeToConfirmDialog';
import { errorNotice } from '../../ui/notices/notices-context';
import type { Project } from '../../domain/entities/project';
import { NewProjectDialog } from './NewProjectDialog';
import { ProjectListToolbar } from './ProjectListToolbar';
import { ProjectTable } from './ProjectTable';
import { ProjectTabs } from './ProjectTabs';
import { useProjectActions } from './use-project-actions';
import './project-list.css';

/** The project list's tabs (spec 01 section 2). */
export type ProjectListTab = ProjectListFilter;

/** Props of ProjectListScreen. */
export interface ProjectListScreenProps {
  tab: ProjectListTab;
  onTabChange: (tab: ProjectListTab) => void;
}

/**
 * The project list (spec 01 section 2, route '/'): 'my projects' and 'all projects', a new
 * project, delete by typing DELETE, pin and unpin, and the external import, export, verify and
 * report applications where they are configured.
 */
export function ProjectListScreen({ tab, onTabChange }: ProjectListScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useQuery(projectQueries.list(tab));
  const [selectedGuid, setSelectedGuid] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const actions = useProjectActions((deleted) => {
    if (deleted.PrGuid === selectedGuid) setSelectedGuid(null);
  });
  const selected = projects.data?.find((project) => project.PrGuid === selectedGuid) ?? null;
  // What the project-list commands act on: the toolbar, the palette and the hotkeys alike.
  useCommandTarget('projectList', {
    selected: selected ? { prId: selected.PrID ?? null, code: selected.PrCode ?? '', pinned: selected.PrPinned === true } : null,
    createProject: () => setCreating(true),
    togglePinSelected: () => { if (selected) actions.togglePin(selected); },
    requestDeleteSelected: () => { if (selected) actions.askDelete(selected); },
  });

  const openCreated = (project: Project) => {
    setCreating(false);
    if (project.PrID != null) void navigate({ to: '/project/$projectId', params: { projectId: project.PrID } });
  };

  const failure = projects.isError ? errorNotice(projects.error) : null;
  return (
    <section className="project-list" aria-labelledby="project-list-title">
      <h1 id="project-list-title">{t('projectList.title')}</h1>
      <ProjectListToolbar />
      <ProjectTabs open={tab} onOpen={onTabChange}>
        {projects.isPending && <p role="status">{t('projectList.loading')}</p>}
        {failure && (
          <div className="project-list__failure">
            <p role="alert">{t(failure.messageKey, failure.params)}</p>
            <button type="button" className="button" onClick={() => void projects.refetch()}>{t('system.error.retry')}</button>
          </div>
        )}
        {projects.data?.length === 0 && <p>{t(tab === 'mine' ? 'projectList.emptyMine' : 'projectList.emptyAll')}</p>}
        {projects.data && projects.data.length > 0 && (
          <ProjectTable projects={projects.data} selected={selectedGuid} pinBusy={actions.pinBusy}
            onSelect={(project) => setSelectedGuid(project.PrGuid ?? null)} onTogglePin={actions.togglePin} />
        )}
      </ProjectTabs>
      {creating && <NewProjectDialog onCancel={() => setCreating(false)} onCreated={openCreated} />}
      {actions.question?.kind === 'delete' && (
        <TypeToConfirmDialog
          title={t('projectList.delete.title')}
          message={t('projectList.delete.message', { code: actions.question.project.PrCode ?? '', name: actions.question.project.PrName ?? '' })}
          confirmLabel={t('projectList.delete.confirm')}
          busy={actions.busy} onConfirm={actions.confirm} onCancel={actions.cancel}
        />
      )}
      {actions.question?.kind === 'unpin' && (
        <ConfirmDialog
          title={t('projectList.unpin.title')}
          message={t('projectList.unpin.message', { code: actions.question.project.PrCode ?? '' })}
          confirmLabel={t('projectList.unpin.confirm')}
          busy={actions.busy} onConfirm={actions.confirm} onCancel={actions.cancel}
        />
      )}
    </section>
  );
}
