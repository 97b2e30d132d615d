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
  // The active grid
  | 'grid.row.add'
  | 'grid.rows.delete'
  | 'grid.multiEdit'
  // The project list
  | 'project.create'
  | 'project.delete'
  // The external applications (spec 01 section 2: linked by URL)
  | 'external.import'
  | 'external.export'
  | 'external.verify'
  | 'external.report'
  | 'external.xyzImport'
  // The user
  | 'app.language.change'
  | 'app.signOut';
