import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { locationVisitKind, projectQueries } from '../../../api';
import type { ProjectId, Row } from '../../../api';
import { toPayloadDateTime } from '../../../domain/dates/timestamps';
import { domainRowValidator } from '../../../grids/shared/domain-row-validator';
import { rowsWriteCalls } from '../../../grids/shared/rows-write-calls';
import { EntityGridPanel } from '../../grid-screen/EntityGridPanel';
import { useEntityGrid } from '../../grid-screen/use-entity-grid';
import { gridTemplateId, tabRead } from '../grid-tab-reads';
import { OverviewError, OverviewLoading } from '../OverviewStates';
import { freshSinceOpened } from '../../../api/queries/scopes';

// Spec 01 section 5: a valid date and a remark of at most 250 characters.
const validateVisits = domainRowValidator('locationVisit', {}, { groupByParent: false });
const pinned = ['LvDate'] as const;

type LocationVisitRow = Row<'tblLocationVisits'>;

/** What the location visits tab reads: the LocationVisit template, its column layout and every visit of the project. */
export const locationVisitsGridReads = {
  screenName: 'LocationVisit',
  settingName: 'grid.locationVisits',
  rows: (prId: ProjectId) => ({ visits: tabRead(locationVisitKind.list({ prId })) }),
};

/** Props of LocationVisitsGridPanel. */
export interface LocationVisitsGridPanelProps {
  projectId: ProjectId;
  /** The open tab's title, which names the grid. */
  label: string;
  /** When the tab opened (ms since the epoch): its rows read since then are not asked for again. */
  openedAt: number;
}

/**
 * The location visits tab of the overview (spec 01 sections 1 and 7: location visits are created,
 * changed and deleted with SetLocationVisits): every visit of the project in the spreadsheet grid,
 * with the LocationVisit template's fields, new rows dated now, deletion of the selected rows after a
 * confirmation, and one bulk save per action. A refused save shows the server's catalogue message
 * ('unable to save or delete location visit').
 */
export function LocationVisitsGridPanel({ projectId, label, openedAt }: LocationVisitsGridPanelProps) {
  const parent = { prId: projectId };
  const project = useQuery(projectQueries.detail(projectId));
  const visits = useQuery({ ...locationVisitsGridReads.rows(projectId).visits.options, staleTime: freshSinceOpened(openedAt) });
  const write = useMutation(locationVisitKind.save(parent)).mutateAsync;
  const calls = useMemo(() => rowsWriteCalls<LocationVisitRow, Awaited<ReturnType<typeof write>>>(write, (answer) => answer.tblLocationVisits), [write]);
  const { controller, saving, error } = useEntityGrid<LocationVisitRow>({
    title: label, screenName: locationVisitsGridReads.screenName, settingName: locationVisitsGridReads.settingName, readsFreshSince: openedAt,
    parentKey: `project:${projectId}`, projectId, templateId: gridTemplateId(project.data),
    rows: visits.data, guidField: 'LvGuid', validateRows: validateVisits, pinned, calls,
    newRowValues: () => ({ LvDate: toPayloadDateTime(new Date()) }),
  });
  const failure = visits.error ?? project.error ?? error;
  if (failure) return <OverviewError error={failure} onRetry={() => void visits.refetch()} />;
  if (!controller) return <OverviewLoading messageKey="overview.screen.loadingRows" />;
  return <EntityGridPanel controller={controller} label={label} saving={saving} />;
}
