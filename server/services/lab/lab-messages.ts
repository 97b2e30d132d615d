import { defineMessage } from '../../messages';

/** The lab calls' refusals (spec 02 section 8, 'Specific messages'), each followed by the server's reason. */
export const labMessages = {
  saveFailed: defineMessage('server.lab.saveFailed', 'Unable to save lab assignment. {{reason}}'),
  deleteFailed: defineMessage('server.lab.deleteFailed', 'Unable to delete lab assignment. {{reason}}'),
  readFailed: defineMessage('server.lab.readFailed', 'Unable to get lab assignments. {{reason}}'),
  sendFailed: defineMessage('server.lab.sendFailed', 'Unable to send lab assignment. {{reason}}'),
  assignmentNotFound: defineMessage('server.lab.assignmentNotFound', 'Lab assignment {{id}} was not found.'),
  noRecipient: defineMessage('server.lab.noRecipient', 'The lab assignment has no lab e-mail address.'),
  alreadySent: defineMessage('server.lab.alreadySent', 'The lab assignment has been sent already.'),
} as const;
