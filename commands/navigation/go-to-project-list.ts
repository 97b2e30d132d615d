import { defineCommand } from '../command';

/** Goes to the project list (spec 01 section 2, route '/'). */
export const goToProjectList = defineCommand({
  id: 'navigate.projectList',
  titleKey: 'commands.navigate.projectList',
  group: 'navigation',
  when: (context) => context.route.screen !== 'projectList',
  run: (context) => context.app.navigate({ to: 'projectList' }),
});
