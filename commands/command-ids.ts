/**
 * Every command of the product (issue 7), named `area.verb` as VS Code names its commands. A
 * closed union: a button, hotkey or test that names a command that does not exist does not compile.
 */
export type CommandId =
  // The palette and the shortcut overlay
  | 'palette.open'
  | 'shortcuts.show'
  // Where the user is
  | 'navigate.projectList'
  | 'navigate.project'
  | 'navigate.point'
  | 'navigate.overview'
  | 'record.next'
  | 'record.previous'
  // The record on view (project, point, layer, …)
  | 'record.save'
  | 'record.delete'
  | 'record.duplicate'
  | 'record.draft.restore'
  | 'record.draft.discard'
  // Adding a child record from the lists of the screen on view
  | 'records.add.point'
  | 'records.add.sublocation'
  | 'records.add.concernedContact'
  | 'records.add.summary'
  | 'records.add.layer'
  | 'records.add.soilSample'
  | 'records.add.gaugingTube'
  | 'records.add.finishing'
  | 'records.add.waterSample'
  | 'records.add.airSample'
  | 'records.add.bottle'
  | 'records.add.packaging'
  // The active grid
  | 'grid.row.add'
  | 'grid.rows.delete'
  | 'grid.multiEdit'
  | 'grid.rows.copyMove'
  | 'grid.rows.transfer'
  | 'grid.row.open'
  // The project list
  | 'project.create'
  | 'project.delete'
  | 'project.pin'
  | 'project.unpin'
  | 'project.xyzImport'
  | 'project.createWaterSamples'
  // The external applications (spec 01 section 2: linked by URL)
  | 'external.import'
  | 'external.export'
  | 'external.verify'
  | 'external.report'
  // The user
  | 'app.language.change'
  | 'app.signOut';
