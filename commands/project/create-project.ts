import { defineCommand } from '../command';

/** Opens the new-project dialog of the project list (spec 01 section 2). */
export const createProject = defineCommand({
  id: 'project.create',
  titleKey: 'commands.project.create',
  group: 'project',
  when: (context) => context.projectList !== null,
  run: (context) => context.projectList?.createProject(),
});
