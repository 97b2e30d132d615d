import { defineCommand } from '../command';

/** Edit mode's auto-align (spec 02 section 2): every widget rises as far as it can. */
export const autoAlignDashboard = defineCommand({
  id: 'dashboard.autoAlign',
  titleKey: 'dashboard.command.autoAlign',
  keywordsKey: 'dashboard.command.autoAlignKeywords',
  group: 'record',
  when: (context) => context.dashboard?.editing === true,
  run: (context) => context.dashboard?.autoAlign(),
});
