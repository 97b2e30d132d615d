import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { overviewQueries } from '../../api';
import { OverviewTabs } from './OverviewTabs';
import './overview.css';

/**
 * A tab that is a screen of its own (galleries, participants, details, lab assignments) under the
 * same tab bar as the overviews (spec 02 section 2, 'Project overview tabs'), so a user moves between
 * all of them in one place; the bar marks the open tab by its URL.
 */
export function OverviewTabFrame({ projectId, children }: { projectId: number; children: ReactNode }) {
  const list = useQuery(overviewQueries.list(projectId));
  return (
    <div className="overview-screen">
      {list.data ? <OverviewTabs projectId={projectId} overviews={list.data} openId={-1} mpGuid={undefined} filter={undefined} /> : null}
      {children}
    </div>
  );
}
