import { defineCommand } from '../command';
import { commandRights } from '../rights';

/**
 * XYZ import (spec 01 section 2: on the project's toolbar and the overview): the external XYZ
 * application at /ExternalXYZ/$PrID. Unavailable where the installation configured no URL for it;
 * the product has no XYZ screen of its own.
 */
export const importXyz = defineCommand({
  id: 'external.xyzImport',
  titleKey: 'commands.external.xyzImport',
  keywordsKey: 'commands.external.xyzImportKeywords',
  group: 'external',
  hotkey: 'Alt+X',
  right: commandRights.xyzImport,
  when: (context) => context.externalApps.has('xyz') && context.route.projectId !== null,
  run: (context) => {
    if (context.route.projectId !== null) context.app.navigate({ to: 'external', app: 'xyz', prId: context.route.projectId });
  },
});
