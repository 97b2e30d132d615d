/**
 * Every message the exchange formats can log, as translation keys present in all six locales (spec 02
 * section 9, 'Translation catalogues'; tests/unit/domain/formats/format-messages.test.ts checks them).
 * A closed list, so a reader or writer cannot log a key nobody translated.
 */
export const formatMessageKeys = [
  'formats.common.notCarried',
  'formats.common.layerWithoutSoilCode',
  'formats.gef.import.readAsWindows1252',
  'formats.gef.import.noHeader',
  'formats.gef.import.notGefBore',
  'formats.gef.import.noDepthColumns',
  'formats.gef.import.badRecord',
  'formats.gef.import.layerCountMismatch',
  'formats.gef.import.tooManyAdditions',
  'formats.gef.import.noSample',
  'formats.gef.import.columnNotKept',
  'formats.gef.import.unknownCoordinateSystem',
  'formats.gef.import.noCoordinates',
  'formats.gef.import.headerNotKept',
  'formats.gef.import.read',
  'formats.gef.export.layerWithoutDepth',
  'formats.gef.export.pointWithoutCoordinates',
  'formats.gef.export.coordinateSystemNotInGef',
  'formats.gef.export.quoteReplaced',
  'formats.gef.export.codeNotInGefTables',
  'formats.gef.export.characterReplaced',
  'formats.gef.export.written',
  'formats.common.noPoints',
  'formats.gef.import.zipWithoutGef',
  'formats.gef.import.projectCodesDiffer',
  'formats.gef.import.fileSkipped',
  'formats.common.unreadableZip',
] as const;

/** One message key of the exchange formats. */
export type FormatMessageKey = (typeof formatMessageKeys)[number];
