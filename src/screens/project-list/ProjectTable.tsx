import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../ui/services-context';
import { formatDisplayDate } from '../../domain/dates/display-formats';
import type { Project } from '../../domain/entities/project';

/** Props of ProjectTable. */
export interface ProjectTableProps {
  projects: readonly Project[];
  /** PrGuid of the selected project (for delete, export, verify, report). */
  selected: string | null;
  onSelect: (project: Project) => void;
  onTogglePin: (project: Project) => void;
  /** A pin change is on its way: the pin buttons wait. */
  pinBusy: boolean;
}

/**
 * The projects of a tab (spec 01 section 2): code (a link to the project), name, place, date in
 * the language's format (spec 01 section 1), and whether it is pinned to synchronisation, with
 * the button that changes it. A radio button per row selects the project the toolbar acts on.
 */
export function ProjectTable({ projects, selected, onSelect, onTogglePin, pinBusy }: ProjectTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="project-table">
      <caption className="visually-hidden">{t('projectList.caption')}</caption>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">{t('projectList.column.select')}</span></th>
          <th scope="col">{t('projectList.column.code')}</th>
          <th scope="col">{t('projectList.column.name')}</th>
          <th scope="col">{t('projectList.column.place')}</th>
          <th scope="col">{t('projectList.column.date')}</th>
          <th scope="col">{t('projectList.column.pinned')}</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => {
          const guid = project.PrGuid ?? '';
          const code = project.PrCode ?? '';
          const date = formatDisplayDate(project.PrDate, language);
          return (
            <tr key={guid || code} className={guid === selected ? 'project-table__row--selected' : undefined}>
              <td>
                <input type="radio" name="project-selection" checked={guid === selected}
                  aria-label={t('projectList.select', { code })} onChange={() => onSelect(project)} />
              </td>
              <td>
                {project.PrID != null
                  ? <Link to="/project/$projectId" params={{ projectId: project.PrID }}>{code}</Link>
                  : code}
              </td>
              <td>{project.PrName}</td>
              <td>{project.PrPlace}</td>
              <td>{date && <time dateTime={project.PrDate ?? undefined}>{date}</time>}</td>
              <td>
                <span className="project-table__pin-state">{t(project.PrPinned ? 'projectList.pinned' : 'projectList.notPinned')}</span>
                <button type="button" className="button button--small" disabled={pinBusy} onClick={() => onTogglePin(project)}>
                  {t(project.PrPinned ? 'projectList.unpin.action' : 'projectList.pin.action')}
                  <span className="visually-hidden"> {code}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
