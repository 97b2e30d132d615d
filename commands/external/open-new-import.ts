import { defineCommand } from '../command';
import { openImportOfKind } from './open-import';

/** The import selection screen's choice of the new import (spec 02 section 9: Aquo measurement CSVs and watercourse shape zips) as a palette action. */
export const openNewImport = defineCommand({
  id: 'external.importNew',
  titleKey: 'commands.external.importNew',
  ...openImportOfKind('new'),
});
