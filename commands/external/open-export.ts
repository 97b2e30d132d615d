import { defineCommand } from '../command';
import { commandRights } from '../rights';
import { targetProjectId } from './target-project';

/** Opens the external export application for the project in view or selected (spec 01 section 2). */
export const openExport = defineCommand({
  id: 'external.export',
  titleKey: 'commands.external.export',
  group: 'external',
  right: commandRights.export,
  when: (context) => context.externalApps.has('export') && targetProjectId(context) !== null,
  run: (context) => {
    const prId = targetProjectId(context);
    if (prId !== null) context.app.navigate({ to: 'external', app: 'export', prId });
  },
});
