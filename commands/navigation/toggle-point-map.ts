import { defineCommand } from '../command';

/**
 * Opens the map beside the measurement point's form, or closes it again (spec 01 section 2:
 * `…/measurementPoint/{measurementPointId}/{openMap}` is the same screen with the map open).
 */
export const togglePointMap = defineCommand({
  id: 'navigate.pointMap',
  titleKey: 'map.command.pointMap',
  group: 'navigation',
  keywordsKey: 'map.command.pointMapKeywords',
  hotkey: 'Alt+Shift+M',
  when: (context) => context.route.screen === 'point' && context.route.projectId !== null && context.route.pointGuid !== null,
  run: (context) => {
    const { projectId, pointGuid, mapBeside } = context.route;
    if (projectId !== null && pointGuid !== null) context.app.navigate({ to: 'point', projectId, pointGuid, withMap: mapBeside !== true });
  },
});
