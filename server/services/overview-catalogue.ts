/**
 * The project overviews (spec 01 section 2, 'project overview tabs'; section 7, GetOverviewQueries).
 * 108 is the spec's default overview (measurement points, spec 01 section 9); the others are ours,
 * numbered on from it: 109 soil information, 110 groundwater information, 111 surface samples,
 * 112 ground air, 113 location visits. They are listed in the spec's tab order.
 */

/** The view names GetQuerryResponse takes as Viewname. */
export const overviewViewnames = [
  'vwLocationVisits', 'vwSoilInformation', 'vwGroundwaterInformation', 'vwMeasurementPoints', 'vwSurfaceSamples', 'vwGroundAir',
] as const;

/** One view name. */
export type OverviewViewname = (typeof overviewViewnames)[number];

/**
 * The map's markers (spec 02 section 2, 'Map'; the dashboard's measurement point map): each point's
 * MpGuid, MpName, MpXCoord and MpYCoord only, through GetQuerryResponse like the overviews, so a
 * 10,000-point project's map reads about a seventh of GetMeasurementPoints. Not an overview tab, so
 * GetOverviewQueries does not list it.
 */
export const mapPointsViewname = 'vwMapPoints';

/** A view name GetQuerryResponse answers: an overview's or the map's. */
export type Viewname = OverviewViewname | typeof mapPointsViewname;

/** A column a client shows, with the translation key of its title. */
export interface OverviewColumn {
  Name: string;
  LabelKey: string;
}

/** One overview as GetOverviewQueries answers it. */
export interface OverviewQuery {
  OverviewID: number;
  Viewname: OverviewViewname;
  TitleKey: string;
  /** The shown columns in order; rows also carry the ids and GUIDs a client navigates by. */
  Columns: OverviewColumn[];
}

/** The default overview (spec 01 sections 2 and 9: a table-view user lands on /overview/108). */
const defaultOverviewId = 108;

// Wire fields are titled like their template field ('field.X'); columns of our own have 'overview.column.X'.
const fields = (...names: string[]): OverviewColumn[] => names.map((name) => ({ Name: name, LabelKey: `field.${name}` }));
const own = (...names: string[]): OverviewColumn[] => names.map((name) => ({ Name: name, LabelKey: `overview.column.${name}` }));

/** Observation columns of the sample overviews: ObPropertyCode values (src/domain/codes/observation-properties.ts). */
export const groundwaterObservationCodes = ['PH', 'EC', 'TEMP', 'GWL'] as const;
/** Surface water has no groundwater level. */
export const surfaceObservationCodes = ['PH', 'EC', 'TEMP'] as const;
/** Air samples carry a PID reading. */
export const airObservationCodes = ['PID'] as const;

const sampleFields = fields('WsName', 'WsDate', 'WsMatrixCode', 'WsSampleTakerCode');

/** Every overview, in the spec's tab order. */
export const overviewQueries: readonly OverviewQuery[] = [
  { OverviewID: 113, Viewname: 'vwLocationVisits', TitleKey: 'overview.locationVisits', Columns: fields('LvDate', 'LvRemark') },
  {
    OverviewID: 109, Viewname: 'vwSoilInformation', TitleKey: 'overview.soilInformation',
    Columns: [
      ...fields('MpName', 'LaFrom', 'LaTo'),
      ...own('LaSoilName'),
      ...fields('LaSoilTypeCode', 'LaMedianCode', 'LaColourMainCode', 'LaOdourTypeCode'),
      ...fields('LaGravelPerc', 'LaLutumPerc', 'LaSiltPerc', 'LaHumusPerc', 'LaM50', 'LaRemark'),
    ],
  },
  {
    OverviewID: 110, Viewname: 'vwGroundwaterInformation', TitleKey: 'overview.groundwaterInformation',
    Columns: [...fields('MpName', 'FtName', 'FtFrom', 'FtTo'), ...sampleFields, ...fields('WsPumpTypeCode'), ...own(...groundwaterObservationCodes)],
  },
  {
    OverviewID: defaultOverviewId, Viewname: 'vwMeasurementPoints', TitleKey: 'overview.measurementPoints',
    Columns: [
      ...fields('MpName', 'MpTypeCode', 'MpDate', 'MpXCoord', 'MpYCoord', 'MpZCoord', 'MpDepth'),
      ...fields('SlName', 'MpDrillingMasterCode', 'MpSampleTakerCode'),
      ...own('LayerCount', 'JarCount', 'FilterTubeCount', 'WaterSampleCount', 'AirSampleCount'),
    ],
  },
  {
    OverviewID: 111, Viewname: 'vwSurfaceSamples', TitleKey: 'overview.surfaceSamples',
    Columns: [...fields('MpName'), ...sampleFields, ...own(...surfaceObservationCodes)],
  },
  {
    OverviewID: 112, Viewname: 'vwGroundAir', TitleKey: 'overview.groundAir',
    Columns: [...fields('MpName', 'FtName'), ...sampleFields, ...own(...airObservationCodes)],
  },
];

/** The view a name stands for (compared without case, as the overviews always were), or undefined for an unknown one. */
export function findViewname(viewname: string): Viewname | undefined {
  const asked = viewname.trim().toLowerCase();
  if (asked === mapPointsViewname.toLowerCase()) return mapPointsViewname;
  return overviewQueries.find((overview) => overview.Viewname.toLowerCase() === asked)?.Viewname;
}
