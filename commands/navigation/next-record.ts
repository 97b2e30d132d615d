import { defineCommand } from '../command';

/** Opens the next record of the same list (the next point of the project, the next layer of the point, …). */
export const nextRecord = defineCommand({
  id: 'record.next',
  titleKey: 'commands.record.next',
  group: 'navigation',
  hotkey: 'Alt+ArrowDown',
  scope: 'record',
  when: (context) => context.record?.hasNext === true,
  run: (context) => context.record?.goNext(),
});
