import { defineCommand } from '../command';
import { commandRights } from '../rights';

/** Deletes the project selected in the list, once the user types DELETE (spec 01 sections 2 and 5). */
export const deleteProject = defineCommand({
  id: 'project.delete',
  titleKey: 'commands.project.delete',
  group: 'project',
  hotkey: 'Mod+Delete',
  scope: 'projectList',
  right: commandRights.deleteProject,
  when: (context) => context.projectList?.selected != null,
  run: (context) => context.projectList?.requestDeleteSelected(),
});
