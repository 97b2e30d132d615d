/**
 * The short code of each overview tab (spec 02 section 2, 'Project overview tabs (short codes in
 * some languages)': MT location visits, IS soil information, GA groundwater information, PM
 * measurement points, SS surface samples, AS ground air, OL all lab assignments), as translation
 * keys under specGaps.tabCode, so each language shows its own. Tabs without a code here (the
 * Flemish waste authority's overview) show none.
 */
export const overviewTabCodeKeys: Readonly<Record<number, string>> = {
  113: 'specGaps.tabCode.locationVisits',
  109: 'specGaps.tabCode.soilInformation',
  110: 'specGaps.tabCode.groundwaterInformation',
  108: 'specGaps.tabCode.measurementPoints',
  111: 'specGaps.tabCode.surfaceSamples',
  112: 'specGaps.tabCode.groundAir',
};

/** The short code of the 'All lab assignments' tab (OL). */
export const labAssignmentsTabCodeKey = 'specGaps.tabCode.labAssignments';
