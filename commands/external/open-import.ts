import { defineCommand } from '../command';
import { commandRights } from '../rights';

/** Opens the external import application (spec 01 section 2: the project list's 'import'). */
export const openImport = defineCommand({
  id: 'external.import',
  titleKey: 'commands.external.import',
  group: 'external',
  right: commandRights.import,
  when: (context) => context.externalApps.has('import') && context.route.screen === 'projectList',
  run: (context) => context.app.navigate({ to: 'external', app: 'import' }),
});
