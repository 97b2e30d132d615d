import { createContext, useContext, useId, useMemo, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './section-tabs.css';

/** One tab: its title (translated) and what its panel shows. */
export interface SectionTab {
  id: string;
  title: string;
  content: ReactNode;
}

/** Props of SectionTabs. */
export interface SectionTabsProps {
  /** The tab list's accessible name, translated. */
  label: string;
  tabs: readonly SectionTab[];
  /** The tab open at first; the first tab when left out. */
  initial?: string;
}

/**
 * Parts of one screen under ARIA tabs (the measurement point's layers, soil samples, tubes, …): arrow
 * keys, Home and End move between tabs. Every panel stays mounted while hidden, so a grid's unsaved
 * edits survive a look at another tab and a panel's commands (its 'add') work from any tab; a panel
 * shows itself with useSectionTab().
 */
export function SectionTabs({ label, tabs, initial }: SectionTabsProps) {
  const id = useId();
  const [open, setOpen] = useState(() => tabs.find((tab) => tab.id === initial)?.id ?? tabs[0]?.id ?? '');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === open);
    const next = event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
        : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    setOpen(tab.id);
    document.getElementById(`${id}-tab-${tab.id}`)?.focus();
  };
  return (
    <div className="section-tabs">
      <div role="tablist" aria-label={label} className="section-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id} id={`${id}-tab-${tab.id}`} type="button" role="tab" className="section-tabs__tab"
            aria-selected={tab.id === open} aria-controls={`${id}-panel-${tab.id}`} tabIndex={tab.id === open ? 0 : -1}
            onClick={() => setOpen(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id} id={`${id}-panel-${tab.id}`} role="tabpanel" aria-labelledby={`${id}-tab-${tab.id}`}
          className="section-tabs__panel" hidden={tab.id !== open}
        >
          <TabPanel show={() => setOpen(tab.id)} open={tab.id === open}>{tab.content}</TabPanel>
        </div>
      ))}
    </div>
  );
}

/** What a panel can ask of its tab. */
export interface SectionTabHandle {
  /** Opens the panel's tab (a command that adds a row to a hidden grid shows it first). */
  show(): void;
  /** Whether the panel's tab is the open one. */
  open: boolean;
}

const SectionTabContext = createContext<SectionTabHandle>({ show: () => undefined, open: true });

/** The tab the calling panel sits in; outside SectionTabs, showing does nothing. */
export function useSectionTab(): SectionTabHandle {
  return useContext(SectionTabContext);
}

function TabPanel({ show, open, children }: { show: () => void; open: boolean; children: ReactNode }) {
  const latest = useMemo(() => ({ show, open }), [show, open]);
  return <SectionTabContext.Provider value={latest}>{children}</SectionTabContext.Provider>;
}
