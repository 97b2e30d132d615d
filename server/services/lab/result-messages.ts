import { defineMessage } from '../../messages';

/** The result calls' catalogue messages (spec 02 section 8: 'Something went wrong with getting or updating samples or results'). */
export const resultMessages = {
  failed: defineMessage('results.server.failed', 'Something went wrong with getting or updating samples or results. {{reason}}'),
  contentInvalid: defineMessage('results.server.contentInvalid', 'Content is not valid JSON text of the call: {{details}}'),
};
