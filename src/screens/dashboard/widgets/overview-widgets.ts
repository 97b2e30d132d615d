import type { WidgetKind } from '../../../domain/dashboard/widget-kinds';

/** What an info widget shows of one overview view (server/services/overview-catalogue.ts): its rows' date and the column it ranks. */
export interface OverviewWidgetSpec {
  viewname: string;
  /** The overview id its 'open' link goes to. */
  overviewId: number;
  /** The rows' date, for 'latest'. */
  dateField: string | undefined;
  /** The column whose most frequent values are listed, e.g. the soil type. */
  rankField?: string;
  /** Translation key of the count's label. */
  countKey: string;
}

/** The info widgets that read the overview tabs' rows (spec 02 section 2; overview ids 109–113). */
export const overviewWidgetSpecs: Partial<Record<WidgetKind, OverviewWidgetSpec>> = {
  soilInfo: { viewname: 'vwSoilInformation', overviewId: 109, dateField: undefined, rankField: 'LaSoilTypeCode', countKey: 'dashboard.figure.layers' },
  groundwaterInfo: { viewname: 'vwGroundwaterInformation', overviewId: 110, dateField: 'WsDate', rankField: 'FtName', countKey: 'dashboard.figure.samples' },
  surfaceSamples: { viewname: 'vwSurfaceSamples', overviewId: 111, dateField: 'WsDate', rankField: 'WsMatrixCode', countKey: 'dashboard.figure.samples' },
  groundAir: { viewname: 'vwGroundAir', overviewId: 112, dateField: 'WsDate', rankField: 'WsMatrixCode', countKey: 'dashboard.figure.samples' },
  locationVisits: { viewname: 'vwLocationVisits', overviewId: 113, dateField: 'LvDate', countKey: 'dashboard.figure.visits' },
};
