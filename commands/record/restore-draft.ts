import { defineCommand } from '../command';

/** Restores the edits a failed save on navigation kept as a draft, over the record on view. */
export const restoreDraft = defineCommand({
  id: 'record.draft.restore',
  titleKey: 'commands.record.restoreDraft',
  group: 'record',
  when: (context) => context.record?.draftOffered === true,
  run: (context) => context.record?.restoreDraft(),
});
