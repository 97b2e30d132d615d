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
  orderXmlInvalid: defineMessage('server.lab.orderXmlInvalid', 'The SIKB0101 lab order does not validate against the {{version}} schema: {{errors}}'),
  orderXmlNotWritten: defineMessage('server.lab.orderXmlNotWritten', 'The SIKB0101 lab order could not be written: {{errors}}'),
  orderXmlSchemasMissing: defineMessage('server.lab.orderXmlSchemasMissing', 'The SIKB0101 {{version}} schemas to check the lab order were not found (SIKB_XSD_DIR).'),
} as const;
