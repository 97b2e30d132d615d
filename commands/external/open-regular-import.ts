import { openImportOfKind } from './open-import';

/** The import selection screen's choice of the regular import (the project file, the Dutch standards, the spreadsheets) as a palette action. */
export const openRegularImport = openImportOfKind('external.importRegular', 'regular');
