import { defineCommand } from '../command';

/** Opens the project's analysis samples grid (spec 02 section 2, 'Lab and analysis screens'; section 3, 'Analysis sample'). */
export const openAnalysisSamples = defineCommand({
  id: 'lab.openAnalysisSamples',
  titleKey: 'analysisSamples.command.open',
  keywordsKey: 'analysisSamples.command.openKeywords',
  group: 'project',
  hotkey: 'Alt+Shift+G',
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'analysisSamples', projectId: context.route.projectId });
  },
});
