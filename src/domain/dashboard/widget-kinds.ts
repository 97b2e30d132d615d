/**
 * The twelve dashboard widgets of spec 02 section 2 ('Dashboards'), in the spec's order. The
 * names are our own; their titles are translation keys `dashboard.widget.<kind>`.
 */
export const widgetKinds = [
  'waterSamplesGraph', 'projectInfo', 'pointMap', 'groundwaterInfo', 'participants', 'concernedContacts',
  'todoList', 'locationVisits', 'groundAir', 'soilInfo', 'surfaceSamples', 'labAssignments',
] as const;

/** One widget kind. */
export type WidgetKind = (typeof widgetKinds)[number];

/** The water samples graph counts samples per month or per year (spec 02 section 2). */
export const graphPeriods = ['month', 'year'] as const;

/** …drawn as bars or as a line. */
export const graphStyles = ['bars', 'line'] as const;

/** A graph's period. */
export type GraphPeriod = (typeof graphPeriods)[number];

/** A graph's style. */
export type GraphStyle = (typeof graphStyles)[number];
