import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewQuery } from '../../api';
import { useTableSettings, ViewModeBar } from '../../ui/data-table';
import { locationVisitsOverviewId } from '../../ui/routes/param-schemas';
import { useLanguage } from '../../ui/services-context';
import type { OverviewParams } from '../../ui/routes/params';
import { DashboardModeLink } from './DashboardModeLink';
import { LayersGridPanel, soilInformationOverviewId } from './layers/LayersGridPanel';
import { OverviewPanel } from './OverviewPanel';
import type { OverviewSearch } from './overview-search';
import { OverviewLoading } from './OverviewStates';
import { PointsGridPanel, pointsOverviewId } from './points/PointsGridPanel';
import { prefetchTabData } from './prefetch-tab-data';
import { LocationVisitsGridPanel } from './visits/LocationVisitsGridPanel';

/** The setting one overview tab's mode is saved under per user (AppTableSettings). */
function overviewViewSetting(overviewId: number): string {
  return `overview.view.${overviewId}`;
}

/** The open overview tab: its description, the route and the URL's filter and sort. */
export interface OverviewTabViewProps {
  params: OverviewParams;
  overview: OverviewQuery;
  search: OverviewSearch;
}

/**
 * One overview tab in the mode its user last chose (spec 02 section 2: 'Views can switch between tile,
 * table and dashboard modes'; the dashboard is the switch's link to the Home Dashboard). In table mode
 * the points, soil information and location visits tabs are their editable grids and the others the
 * read-only table; in tile mode every tab shows its overview's rows (GetQuerryResponse) as cards. The
 * panel waits for the saved setting, so a reload does not flash the other mode, but the rows do not:
 * their reads start as the tab opens.
 */
export function OverviewTabView({ params, overview, search }: OverviewTabViewProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const language = useLanguage();
  const view = useTableSettings(overviewViewSetting(overview.OverviewID));
  const { projectId } = params;
  const [openedAt] = useState(Date.now);
  const { OverviewID: overviewId, Viewname: viewname } = overview;
  useEffect(() => prefetchTabData(client, projectId, language, overviewId, viewname), [client, projectId, language, overviewId, viewname]);
  const label = overview.TitleKey ? t(overview.TitleKey) : overview.Viewname;
  const mode = view.settings.mode;
  const content = !view.ready
    ? <OverviewLoading messageKey="overview.screen.loadingRows" />
    : mode === 'tiles'
    ? <OverviewPanel params={params} overview={overview} search={search} mode="tiles" openedAt={openedAt} />
    : overview.OverviewID === pointsOverviewId
    ? <PointsGridPanel projectId={params.projectId} mpGuid={params.mpGuid} label={label} openedAt={openedAt} />
    : overview.OverviewID === soilInformationOverviewId
    ? <LayersGridPanel projectId={params.projectId} label={label} openedAt={openedAt} />
    : overview.OverviewID === locationVisitsOverviewId
    ? <LocationVisitsGridPanel projectId={params.projectId} label={label} openedAt={openedAt} />
    : <OverviewPanel params={params} overview={overview} search={search} mode="table" openedAt={openedAt} />;
  return (
    <>
      <ViewModeBar view={view} extra={<DashboardModeLink projectId={projectId} />} />
      {content}
    </>
  );
}
