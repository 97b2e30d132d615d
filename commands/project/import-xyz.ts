import { defineCommand } from '../command';
import { commandRights } from '../rights';

/**
 * XYZ import (spec 01 section 2: on the project's toolbar and the overview; spec 02 section 2, batch
 * XYZ coordinate import): opens the product's own import screen for the project on view.
 */
export const importXyz = defineCommand({
  id: 'project.xyzImport',
  titleKey: 'xyzImport.open',
  keywordsKey: 'commands.external.xyzImportKeywords',
  group: 'project',
  hotkey: 'Alt+X',
  right: commandRights.xyzImport,
  when: (context) => context.route.projectId !== null && context.route.screen !== 'other',
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'xyzImport', projectId: context.route.projectId });
  },
});
