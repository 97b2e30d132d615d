import { defineCommand } from '../command';

/** Unpins the selected project after asking (spec 01 section 2: unpinning a synchronised project asks). */
export const unpinProject = defineCommand({
  id: 'project.unpin',
  titleKey: 'commands.project.unpin',
  keywordsKey: 'commands.project.pinKeywords',
  group: 'project',
  when: (context) => context.projectList?.selected?.pinned === true,
  run: (context) => context.projectList?.togglePinSelected(),
});
