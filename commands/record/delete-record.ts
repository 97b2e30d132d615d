import { defineCommand } from '../command';
import { commandRights } from '../rights';

/** Deletes the record on view, after a confirmation (typing DELETE for a project, spec 01 section 5). */
export const deleteRecord = defineCommand({
  id: 'record.delete',
  titleKey: 'commands.record.delete',
  keywordsKey: 'commands.record.deleteKeywords',
  group: 'record',
  hotkey: 'Mod+Delete',
  scope: 'record',
  right: (context) => (context.record?.kind === 'project' ? commandRights.deleteProject : null),
  when: (context) => context.record !== null && context.record.deletable && !context.record.busy,
  run: (context) => context.record?.requestDelete(),
});
