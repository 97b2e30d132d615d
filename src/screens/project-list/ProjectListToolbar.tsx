import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isExternalAppConfigured } from '../../app/external-apps';
import { Toolbar, ToolbarButton } from '../../app/shell/Toolbar';
import type { Project } from '../../domain/entities/project';

/** Props of ProjectListToolbar. */
export interface ProjectListToolbarProps {
  selected: Project | null;
  onNew: () => void;
  onDelete: (project: Project) => void;
}

/**
 * The project list's toolbar (spec 01 section 2): new project and the external applications on
 * the left — import always, export, verify and report for the selected project, each only when
 * its URL is configured — and delete on the right.
 */
export function ProjectListToolbar({ selected, onNew, onDelete }: ProjectListToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prId = selected?.PrID ?? null;
  const hint = selected ? undefined : t('projectList.selectFirst');

  const start = (
    <>
      <ToolbarButton variant="primary" onClick={onNew}>{t('projectList.new.action')}</ToolbarButton>
      {isExternalAppConfigured('import') && (
        <ToolbarButton onClick={() => void navigate({ to: '/ExternalImport' })}>{t('projectList.external.import')}</ToolbarButton>
      )}
      {isExternalAppConfigured('export') && (
        <ToolbarButton disabled={prId === null} title={hint}
          onClick={() => prId !== null && void navigate({ to: '/ExternalExport/$PrID', params: { PrID: prId } })}>
          {t('projectList.external.export')}
        </ToolbarButton>
      )}
      {isExternalAppConfigured('verify') && (
        <ToolbarButton disabled={prId === null} title={hint}
          onClick={() => prId !== null && void navigate({ to: '/ExternalVerify/$PrID', params: { PrID: prId } })}>
          {t('projectList.external.verify')}
        </ToolbarButton>
      )}
      {isExternalAppConfigured('report') && (
        <ToolbarButton disabled={prId === null} title={hint}
          onClick={() => prId !== null && void navigate({ to: '/ExternalReport/$PrID', params: { PrID: prId } })}>
          {t('projectList.external.report')}
        </ToolbarButton>
      )}
    </>
  );
  const end = (
    <ToolbarButton variant="danger" disabled={selected === null} title={hint} onClick={() => selected && onDelete(selected)}>
      {t('projectList.delete.action')}
    </ToolbarButton>
  );
  return <Toolbar label={t('projectList.toolbar')} start={start} end={end} />;
}
