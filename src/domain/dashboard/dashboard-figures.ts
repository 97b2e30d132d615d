/**
 * GetDashboardFigures' Content (spec 02 section 2): every widget's figures of one project, summed up
 * by the server so the dashboard never loads whole overview tables.
 */

/** An info widget's figures: how many rows, at how many points, the latest date, the most frequent values. */
export interface InfoFigures {
  Count: number;
  Points: number;
  /** 'YYYY-MM-DD', or null when no row has a date (or the widget has no date). */
  Latest: string | null;
  Top: { Value: string; Count: number }[];
}

/** The info widgets that sum up an overview tab. */
export type InfoWidgetKind = 'soilInfo' | 'groundwaterInfo' | 'surfaceSamples' | 'groundAir' | 'locationVisits';

export interface DashboardFigures {
  PointCount: number;
  Info: Record<InfoWidgetKind, InfoFigures>;
  /** Groundwater and surface water samples per 'YYYY-MM' of their date (the water samples graph). */
  WaterSamplesPerMonth: { Month: string; Count: number }[];
}

/** How many of the most frequent values an info widget lists. */
export const rankedValueCount = 4;
