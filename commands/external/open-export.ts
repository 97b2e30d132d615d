import { defineCommand } from '../command';
import { commandRights } from '../rights';
import { targetProjectId } from './target-project';

/**
 * Export for the project in view or selected (spec 01 section 2): the external export application
 * where this installation configured one, otherwise the product's own export wizard (spec 02 section 2).
 */
export const openExport = defineCommand({
  id: 'external.export',
  titleKey: 'commands.external.export',
  group: 'external',
  right: commandRights.export,
  when: (context) => targetProjectId(context) !== null,
  run: (context) => {
    const prId = targetProjectId(context);
    if (prId === null) return;
    if (context.externalApps.has('export')) context.app.navigate({ to: 'external', app: 'export', prId });
    else context.app.navigate({ to: 'exportWizard', projectId: prId });
  },
});
