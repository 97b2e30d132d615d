import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { projectMutations, projectQueries } from '../../api';
import { rememberCoordinateSystem } from '../../ui/default-coordinate-system';
import type { ProjectParams } from '../../ui/routes/params';
import type { Project } from '../../domain/entities/project';
import { RecordEditor } from '../records/record-editor/RecordEditor';
import type { RuleSetChoice } from '../records/record-editor/record-issues';
import { recordLinks } from '../records/record-links';
import { nameOrUnnamed } from '../records/record-titles';
import { ProjectCounts } from './ProjectCounts';
import { ProjectLists } from './ProjectLists';
import { ProjectRecentChanges } from './ProjectRecentChanges';
import { BorelogPanel, useBorelogPanel } from '../borelog';

const projectRules: RuleSetChoice = { kind: 'project' };
const noProjects: readonly Project[] = [];
/**
 * Spec 01 section 2: the project's toolbar also offers export, import, report, borelog and XYZ import (each where configured),
 * its location visits grid, and its analysis samples grid (spec 02 section 2, 'Lab and analysis screens').
 */
const projectToolbarCommands = [
  'external.export', 'external.import', 'external.report', 'project.borelog', 'project.xyzImport', 'project.cadastre', 'project.createWaterSamples',
  'navigate.locationVisits', 'lab.openAnalysisSamples',
] as const;

/**
 * The project detail screen (spec 01 section 2): what the project holds and what changed last, then
 * the project's fields by its template beside its measurement points, sub-locations, concerned
 * contacts and summaries. Deleting a project requires
 * typing DELETE (spec 01 section 5); whether its code is unused is the server's answer, shown at
 * the field when a save is refused. The borelog action opens the borelog side panel beside it (spec 02 section 2).
 */
export function ProjectScreen({ params }: { params: ProjectParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId } = params;
  const detail = useQuery(projectQueries.detail(projectId));
  const { mutateAsync: write } = useMutation(projectMutations.save());
  const project = detail.data;
  const borelog = useBorelogPanel();
  const editor = (
    <RecordEditor<Project>
      screenName="Project"
      kindLabel={t('screens.kind.project')}
      title={(row) => nameOrUnnamed(t, [row.PrCode, row.PrName].filter(Boolean).join(' – '))}
      record={project}
      loadError={detail.error}
      recordGuid={String(projectId)}
      draftRoute={recordLinks.project(projectId).to}
      prId={projectId}
      templateId={project === undefined ? undefined : (project?.PrTemplateID ?? null)}
      ruleSet={projectRules}
      siblings={noProjects}
      toolbarCommands={projectToolbarCommands}
      saveButton="whenChanged"
      lead={<div className="project-lead"><ProjectCounts projectId={projectId} /><ProjectRecentChanges projectId={projectId} /></div>}
      layout="beside"
      save={async (row) => {
        const answer = await write({ action: 'UPDATE', project: row });
        const system = row.PrCoordinateSystem;
        if (typeof system === 'string' && system !== '' && system !== project?.PrCoordinateSystem) rememberCoordinateSystem(system);
        return answer;
      }}
      deletion={{
        run: (row) => write({ action: 'DELETE', project: row }),
        after: () => { void navigate({ to: '/' }); },
        typeToConfirm: true,
      }}
    >
      <ProjectLists projectId={projectId} templateId={project?.PrTemplateID ?? null} coordinateSystem={project?.PrCoordinateSystem ?? undefined} />
    </RecordEditor>
  );
  return borelog.open ? <div className="with-borelog">{editor}<BorelogPanel projectId={projectId} mpGuid={undefined} onClose={borelog.close} /></div> : editor;
}
