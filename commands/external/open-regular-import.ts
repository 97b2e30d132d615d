import { defineCommand } from '../command';
import { openImportOfKind } from './open-import';

/** The import selection screen's choice of the regular import (the project file, the Dutch standards, the spreadsheets) as a palette action. */
export const openRegularImport = defineCommand({
  id: 'external.importRegular',
  titleKey: 'commands.external.importRegular',
  ...openImportOfKind('regular'),
});
