/** The kinds of record (or project screen, such as the XYZ import) a route can show below a project or point (spec 01 section 2). */
export type RecordCrumb =
  | 'concernedContact' | 'sublocation' | 'summary' | 'overview'
  | 'layer' | 'soilSample' | 'gaugingTube' | 'finishing'
  | 'waterSample' | 'bottle' | 'airSample' | 'packaging'
  | 'xyzImport' | 'exportWizard' | 'createWaterSamples' | 'map' | 'labAssignments' | 'labAssignment' | 'analysisSamples' | 'cadastre' | 'results' | 'participants' | 'pictures' | 'attachments' | 'dashboard'
  | 'projectDetails';

/** The translation key naming each kind in the breadcrumb. */
export const crumbLabelKeys: Readonly<Record<RecordCrumb, string>> = {
  concernedContact: 'shell.crumb.concernedContact',
  sublocation: 'shell.crumb.sublocation',
  summary: 'shell.crumb.summary',
  overview: 'shell.crumb.overview',
  layer: 'shell.crumb.layer',
  soilSample: 'shell.crumb.soilSample',
  gaugingTube: 'shell.crumb.gaugingTube',
  finishing: 'shell.crumb.finishing',
  waterSample: 'shell.crumb.waterSample',
  bottle: 'shell.crumb.bottle',
  airSample: 'shell.crumb.airSample',
  packaging: 'shell.crumb.packaging',
  xyzImport: 'xyzImport.crumb',
  exportWizard: 'importExport.wizard.crumb',
  createWaterSamples: 'createSamples.crumb',
  map: 'map.crumb',
  labAssignments: 'lab.crumb.list',
  labAssignment: 'lab.crumb.assignment',
  analysisSamples: 'analysisSamples.crumb',
  cadastre: 'dayUse.cadastre.crumb',
  results: 'results.crumb',
  participants: 'accounts.participants.crumb',
  pictures: 'media.gallery.picturesTitle',
  projectDetails: 'overviewTabs.details.title',
  attachments: 'media.gallery.attachmentsTitle',
  dashboard: 'dashboard.crumb',
};
