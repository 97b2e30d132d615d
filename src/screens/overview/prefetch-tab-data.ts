import type { QueryClient } from '@tanstack/react-query';
import { overviewQueries } from '../../api';
import type { ProjectId } from '../../api';
import type { Language } from '../../domain/language/language-codes';
import { locationVisitsOverviewId } from '../../ui/routes/param-schemas';
import { prefetchGridTab } from './grid-tab-reads';
import { soilInformationOverviewId } from './layers/LayersGridPanel';
import { projectLayersGridReads } from './layers/use-project-layers-grid';
import { pointsOverviewId } from './points/PointsGridPanel';
import { pointsGridReads } from './points/use-points-grid';
import { locationVisitsGridReads } from './visits/LocationVisitsGridPanel';

/**
 * Starts the reads an overview tab shows in table mode, its default: an editable grid's rows, column
 * layout and template (the reads its panel declares, GridTabReads), or the overview's rows
 * (GetQuerryResponse), which tile mode shows too. The tab calls this as it opens, so these reads run
 * beside GetSettingByName for its saved mode instead of after it; the panel that mounts once the mode
 * is known shares the read in flight. Keyed by the tab's id and view, not its description, so a
 * refetched overview list does not read the rows again.
 */
export function prefetchTabData(client: QueryClient, prId: ProjectId, language: Language, overviewId: number, viewname: string): void {
  switch (overviewId) {
    case pointsOverviewId:
      return prefetchGridTab(client, prId, language, pointsGridReads);
    case soilInformationOverviewId:
      return prefetchGridTab(client, prId, language, projectLayersGridReads);
    case locationVisitsOverviewId:
      return prefetchGridTab(client, prId, language, locationVisitsGridReads);
    default:
      void client.prefetchQuery(overviewQueries.rows(prId, viewname));
  }
}
