import { defineCommand } from '../command';

/** Switches the results screen between the grid and the pivot view as a certificate reads (spec 02 section 2). */
export const toggleResultsPivot = defineCommand({
  id: 'results.togglePivot',
  titleKey: 'results.command.togglePivot',
  keywordsKey: 'results.command.togglePivotKeywords',
  group: 'record',
  hotkey: 'F9',
  when: (context) => context.results !== null && context.results !== undefined,
  run: (context) => context.results?.togglePivot(),
});
