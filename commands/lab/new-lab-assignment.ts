import { defineCommand } from '../command';

/** Opens a new lab assignment of the project (spec 02 section 2), to fill in, give samples and send. */
export const newLabAssignment = defineCommand({
  id: 'lab.newAssignment',
  titleKey: 'lab.command.new',
  keywordsKey: 'lab.command.newKeywords',
  group: 'project',
  hotkey: 'Alt+Shift+N',
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'labAssignment', projectId: context.route.projectId, lbId: 'new' });
  },
});
