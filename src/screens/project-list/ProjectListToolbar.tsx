import { useTranslation } from 'react-i18next';
import { CommandButton } from '../../ui/commands/CommandButton';
import { isExternalAppConfigured } from '../../ui/external-apps';
import { Toolbar } from '../../ui/shell/Toolbar';

/** The external applications that act on the selected project, with their commands and labels. */
const projectApps = [
  { app: 'export', command: 'external.export' },
  { app: 'verify', command: 'external.verify' },
  { app: 'report', command: 'external.report' },
] as const;

/**
 * The project list's toolbar (spec 01 section 2): new project and the external applications on
 * the left — import always, export for the selected project (the external application when its URL
 * is configured, otherwise the export wizard), verify and report only when their URL is configured — and delete on the right. Every button runs its command, which
 * reads the selection the list published.
 */
export function ProjectListToolbar() {
  const { t } = useTranslation();
  const hint = t('projectList.selectFirst');
  const start = (
    <>
      <CommandButton command="project.create" variant="primary" />
      <CommandButton command="external.import" whenUnavailable="hide" />
      {projectApps.filter(({ app }) => app === 'export' || isExternalAppConfigured(app)).map(({ command }) => (
        <CommandButton key={command} command={command} unavailableHint={hint} />
      ))}
    </>
  );
  const end = (
    <CommandButton command="project.delete" variant="danger" unavailableHint={hint} />
  );
  return <Toolbar label={t('projectList.toolbar')} start={start} end={end} />;
}
