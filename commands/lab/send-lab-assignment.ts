import { defineCommand } from '../command';

/** Sends the lab assignment on view to its lab, or sends it again after a failure (spec 02 section 4). */
export const sendLabAssignment = defineCommand({
  id: 'lab.send',
  titleKey: 'lab.command.send',
  keywordsKey: 'lab.command.sendKeywords',
  group: 'record',
  hotkey: 'Alt+Shift+S',
  when: (context) => context.labAssignment?.canSend === true,
  run: (context) => context.labAssignment?.send(),
});
