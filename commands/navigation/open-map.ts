import { defineCommand } from '../command';

/**
 * Opens the project's map (spec 02 section 2, 'Map'), with the point on view selected when the
 * command is run from a point or one of its records.
 */
export const openMap = defineCommand({
  id: 'navigate.map',
  titleKey: 'map.command.open',
  group: 'navigation',
  keywordsKey: 'map.command.openKeywords',
  hotkey: 'Alt+M',
  when: (context) => context.route.projectId !== null && context.route.screen !== 'map',
  run: (context) => {
    const { projectId, pointGuid } = context.route;
    if (projectId !== null) context.app.navigate({ to: 'map', projectId, pointGuids: pointGuid === null ? [] : [pointGuid] });
  },
});
