import { defineCommand } from '../command';

/** Duplicate (spec 01 section 2, the point screen's action): the copy dialog for the record on view, once it is saved. */
export const duplicateRecord = defineCommand({
  id: 'record.duplicate',
  titleKey: 'copyMove.open',
  keywordsKey: 'commands.grid.copyMoveKeywords',
  group: 'record',
  when: (context) => context.record?.duplicate !== undefined && !context.record.busy && !context.unsavedChanges,
  run: (context) => context.record?.duplicate?.(),
});
