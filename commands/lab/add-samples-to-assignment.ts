import { defineCommand } from '../command';

/**
 * 'Add selected samples to assignment' (spec 02 section 2): the selection's analysis samples go onto
 * a lab assignment chosen in a picker; the grid's edits are saved first, so it acts on stored rows.
 */
export const addSamplesToAssignment = defineCommand({
  id: 'lab.addSamplesToAssignment',
  titleKey: 'lab.command.addSamplesToAssignment',
  keywordsKey: 'lab.command.addSamplesToAssignmentKeywords',
  group: 'grid',
  scope: 'grid',
  // A Ctrl chord: inside the grid an Alt+Shift+letter types that letter into the cell.
  hotkey: 'Mod+Shift+L',
  when: (context) => context.grid?.addSamplesToAssignment !== undefined && context.grid.selectedRowCount() > 0 && !context.unsavedChanges,
  run: (context) => context.grid?.addSamplesToAssignment?.(),
});
