import { defineCommand } from '../command';
import { commandRights } from '../rights';
import { targetProjectId } from './target-project';

/** Opens the external verify application for the project in view or selected (spec 01 section 2). */
export const openVerify = defineCommand({
  id: 'external.verify',
  titleKey: 'commands.external.verify',
  group: 'external',
  right: commandRights.verify,
  when: (context) => context.externalApps.has('verify') && targetProjectId(context) !== null,
  run: (context) => {
    const prId = targetProjectId(context);
    if (prId !== null) context.app.navigate({ to: 'external', app: 'verify', prId });
  },
});
