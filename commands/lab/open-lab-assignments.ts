import { defineCommand } from '../command';

/** Opens the project's lab assignments (spec 02 section 2, the overview tab 'All lab assignments'). */
export const openLabAssignments = defineCommand({
  id: 'lab.openAssignments',
  titleKey: 'lab.command.openList',
  keywordsKey: 'lab.command.openListKeywords',
  group: 'project',
  hotkey: 'Alt+Shift+L',
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'labAssignments', projectId: context.route.projectId });
  },
});
