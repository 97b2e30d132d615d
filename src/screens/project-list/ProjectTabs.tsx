import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectListFilter } from '../../api/calls/projects';

const tabs: readonly ProjectListFilter[] = ['mine', 'all'];

/** Props of ProjectTabs. */
export interface ProjectTabsProps {
  open: ProjectListFilter;
  onOpen: (tab: ProjectListFilter) => void;
  /** The open tab's content. */
  children: ReactNode;
}

/**
 * 'My projects' and 'all projects' (spec 01 section 2) as ARIA tabs: arrow keys, Home and End
 * move between them and open the tab at once; Tab moves on into the panel.
 */
export function ProjectTabs({ open, onOpen, children }: ProjectTabsProps) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<ProjectListFilter, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(open);
    const next = event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
        : event.key === 'Home' ? tabs[0]
          : event.key === 'End' ? tabs[tabs.length - 1] : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onOpen(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="project-tabs">
      <div role="tablist" aria-label={t('projectList.tabs')} className="project-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`project-tab-${tab}`}
            aria-selected={tab === open}
            aria-controls="project-tab-panel"
            tabIndex={tab === open ? 0 : -1}
            className="project-tabs__tab"
            onClick={() => onOpen(tab)}
          >
            {t(`projectList.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="project-tab-panel" aria-labelledby={`project-tab-${open}`} className="project-tabs__panel">
        {children}
      </div>
    </div>
  );
}
