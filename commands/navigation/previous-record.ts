import { defineCommand } from '../command';

/** Opens the previous record of the same list. */
export const previousRecord = defineCommand({
  id: 'record.previous',
  titleKey: 'commands.record.previous',
  group: 'navigation',
  hotkey: 'Alt+ArrowUp',
  scope: 'record',
  when: (context) => context.record?.hasPrevious === true,
  run: (context) => context.record?.goPrevious(),
});
