import { defineCommand } from '../command';

/** Pins the selected project, so it is synchronised to the user's devices (spec 01 section 4, 'Project pin'). */
export const pinProject = defineCommand({
  id: 'project.pin',
  titleKey: 'commands.project.pin',
  keywordsKey: 'commands.project.pinKeywords',
  group: 'project',
  when: (context) => context.projectList?.selected?.pinned === false,
  run: (context) => context.projectList?.togglePinSelected(),
});
