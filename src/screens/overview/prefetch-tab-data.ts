import type { QueryClient } from '@tanstack/react-query';
import { layerKind, locationVisitKind, overviewQueries, pointQueries, projectQueries } from '../../api';
import type { ProjectId } from '../../api';
import { locationVisitsOverviewId } from '../../ui/routes/param-schemas';
import { soilInformationOverviewId } from './layers/LayersGridPanel';
import { pointsOverviewId } from './points/PointsGridPanel';

/**
 * Starts the reads an overview tab shows in table mode, its default: the editable grids' rows, or the
 * overview's rows (GetQuerryResponse), which tile mode shows too. The tab calls this as it opens, so
 * these reads run beside GetSettingByName for its saved mode instead of after it; the panel that mounts
 * once the mode is known shares the read in flight. Keyed by the tab's id and view, not its description,
 * so a refetched overview list does not read the rows again.
 */
export function prefetchTabData(client: QueryClient, prId: ProjectId, overviewId: number, viewname: string): void {
  switch (overviewId) {
    case pointsOverviewId:
      void client.prefetchQuery(projectQueries.detail(prId));
      void client.prefetchQuery(pointQueries.list(prId));
      return;
    case soilInformationOverviewId:
      void client.prefetchQuery(projectQueries.detail(prId));
      void client.prefetchQuery(pointQueries.list(prId));
      void client.prefetchQuery(layerKind.list({ prId }));
      return;
    case locationVisitsOverviewId:
      void client.prefetchQuery(projectQueries.detail(prId));
      void client.prefetchQuery(locationVisitKind.list({ prId }));
      return;
    default:
      void client.prefetchQuery(overviewQueries.rows(prId, viewname));
  }
}
