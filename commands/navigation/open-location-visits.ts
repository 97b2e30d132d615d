import { defineCommand } from '../command';

/**
 * Opens the grid of the project's location visits, where they are added, changed and deleted
 * (spec 01 sections 1 and 7, SetLocationVisits; spec 02 section 2, the overview tab MT).
 */
export const openLocationVisits = defineCommand({
  id: 'navigate.locationVisits',
  titleKey: 'commands.navigate.locationVisits',
  keywordsKey: 'commands.navigate.locationVisitsKeywords',
  group: 'navigation',
  hotkey: 'Alt+V',
  when: (context) => context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'locationVisits', projectId: context.route.projectId });
  },
});
