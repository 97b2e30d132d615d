import { defineCommand } from '../command';

/** Makes one analysis sample of the jars selected in the jars grid, a mixed one for several (spec 02 section 3). */
export const makeAnalysisSample = defineCommand({
  id: 'lab.makeAnalysisSample',
  titleKey: 'lab.command.makeAnalysisSample',
  keywordsKey: 'lab.command.makeAnalysisSampleKeywords',
  group: 'grid',
  scope: 'grid',
  hotkey: 'Alt+Shift+A',
  when: (context) => context.grid?.makeAnalysisSample !== undefined && context.grid.selectedRowCount() > 0 && !context.unsavedChanges,
  run: (context) => context.grid?.makeAnalysisSample?.(),
});
