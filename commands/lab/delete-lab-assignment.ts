import { defineCommand } from '../command';

/** Deletes the lab assignment on view (soft, spec 02 section 4); a sent one asks to type DELETE. */
export const deleteLabAssignment = defineCommand({
  id: 'lab.delete',
  titleKey: 'lab.command.delete',
  keywordsKey: 'lab.command.deleteKeywords',
  group: 'record',
  hotkey: 'Alt+Shift+Delete',
  when: (context) => context.labAssignment?.canDelete === true,
  run: (context) => context.labAssignment?.requestDelete(),
});
