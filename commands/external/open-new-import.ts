import { defineCommand } from '../command';
import { commandRights } from '../rights';
import { importScreens } from './open-import';
import { targetProjectId } from './target-project';

/**
 * The import selection screen's choice of the new import (spec 02 section 9: Aquo measurement CSVs) as a palette action
 * (spec 02 section 2, 'Import selection screen'): straight to its wizard, where no external import application
 * takes the import's place.
 */
export const openNewImport = defineCommand({
  id: 'external.importNew',
  titleKey: 'commands.external.importNew',
  group: 'external',
  right: commandRights.import,
  when: (context) => importScreens.has(context.route.screen) && !context.externalApps.has('import'),
  run: (context) => context.app.navigate({ to: 'importWizard', projectId: targetProjectId(context), kind: 'new' }),
});
