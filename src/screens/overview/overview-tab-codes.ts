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

/** A tab that is a screen of its own: its route, title and short code. */
interface RecordTab {
  to: '/project/$projectId/pictures' | '/project/$projectId/attachments' | '/project/$projectId/participants' | '/project/$projectId/details' | '/project/$projectId/lab-assignments';
  titleKey: string;
  codeKey: string;
}

/**
 * The tabs after the server's overviews, in the spec's order (spec 02 section 2): picture gallery GP,
 * attachment gallery ES, project participants PP, project details DP, all lab assignments OL.
 */
export const recordTabs: readonly RecordTab[] = [
  { to: '/project/$projectId/pictures', titleKey: 'media.gallery.picturesTitle', codeKey: 'overviewTabs.code.pictures' },
  { to: '/project/$projectId/attachments', titleKey: 'media.gallery.attachmentsTitle', codeKey: 'overviewTabs.code.attachments' },
  { to: '/project/$projectId/participants', titleKey: 'accounts.participants.title', codeKey: 'overviewTabs.code.participants' },
  { to: '/project/$projectId/details', titleKey: 'overviewTabs.details.title', codeKey: 'overviewTabs.code.details' },
  { to: '/project/$projectId/lab-assignments', titleKey: 'lab.list.title', codeKey: 'specGaps.tabCode.labAssignments' },
];
