import { defineCommand } from '../command';
import { commandRights } from '../rights';
import { targetProjectId } from './target-project';

/** Opens the external report application for the project in view or selected (spec 01 section 2). */
export const openReport = defineCommand({
  id: 'external.report',
  titleKey: 'commands.external.report',
  group: 'external',
  right: commandRights.report,
  when: (context) => context.externalApps.has('report') && targetProjectId(context) !== null,
  run: (context) => {
    const prId = targetProjectId(context);
    if (prId !== null) context.app.navigate({ to: 'external', app: 'report', prId });
  },
});
