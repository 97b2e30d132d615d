import { defineCommand } from '../command';

/** Forgets the edits a failed save on navigation kept as a draft. */
export const discardDraft = defineCommand({
  id: 'record.draft.discard',
  titleKey: 'commands.record.discardDraft',
  group: 'record',
  when: (context) => context.record?.draftOffered === true,
  run: (context) => context.record?.discardDraft(),
});
