import { defineMessage } from '../../messages';

/** The import log's messages of the lab result importer (spec 02 sections 2 and 8: unknown samples and unreadable files said, not silent). */
export const labImportMessages = {
  imported: defineMessage('results.server.import.imported', '{{results}} results imported for {{samples}} analysis samples ({{orders}}).'),
  nothingImported: defineMessage('results.server.import.nothingImported', 'No result of {{file}} matched an analysis sample: nothing was imported.'),
  unknownOrder: defineMessage('results.server.import.unknownOrder', 'Order number {{order}} is not a lab assignment of this licence: {{count}} results not imported (lines {{lines}}).'),
  unknownSample: defineMessage('results.server.import.unknownSample', 'Sample {{sample}} is not on order {{order}}: {{count}} results not imported (lines {{lines}}).'),
  unknownSikbSample: defineMessage('results.server.import.unknownSikbSample', 'Analysis sample {{sample}} of the SIKB0101 file is not in any project of this licence: {{count}} results not imported.'),
  repeatedResult: defineMessage('results.server.import.repeatedResult', 'Line {{line}} repeats {{component}} of sample {{sample}} with the same method and unit: the last line was kept.'),
  unreadable: defineMessage('results.server.import.unreadable', '{{file}} could not be read: {{reason}}'),
  unsupported: defineMessage('results.server.import.unsupported', '{{file}} is not a lab delivery: use .csv, .txt, .xlsx or a SIKB0101 .xml file.'),
  empty: defineMessage('results.server.import.empty', '{{file}} holds no results.'),
  missingColumns: defineMessage('results.server.import.missingColumns', '{{file}} lacks the columns {{columns}} (see the column layout in the README).'),
  lineIncomplete: defineMessage('results.server.import.lineIncomplete', 'Line {{line}} was skipped: {{columns}} empty.'),
  badNumber: defineMessage('results.server.import.badNumber', 'Line {{line}} was skipped: {{column}} \'{{value}}\' is not a number.'),
  failed: defineMessage('results.server.import.failed', 'The delivery was not imported: {{reason}}'),
};
