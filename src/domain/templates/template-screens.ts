/** The screens with a field template (spec 01 section 2: every editing screen shows its fields by editor type). */
export const templateScreens = [
  'Project', 'MeasurementPoint', 'Layer', 'Jar', 'FilterTube', 'Finishing', 'WaterSample', 'AirSample', 'Bottle',
  'Sublocation', 'LocationVisit', 'SummaryConclusion', 'ConcernedContact',
] as const;

/** One screen name. */
export type TemplateScreen = (typeof templateScreens)[number];
