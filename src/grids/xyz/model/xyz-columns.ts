/**
 * The columns of a pasted XYZ block, in the order a spreadsheet gives them (spec 02 section 2):
 * name, X, Y, Z, and optionally import-as-gauging-tube, reference plane and reference type.
 */
export const xyzFields = ['name', 'x', 'y', 'z', 'importAs', 'referencePlane', 'referenceType'] as const;

/** One column of the XYZ block. */
export type XyzField = (typeof xyzFields)[number];

/** A pasted row's cell texts by column, trimmed; a cell the row did not have is ''. */
export type XyzCells = Readonly<Record<XyzField, string>>;

/** One data row of the pasted block. */
export interface XyzSourceRow {
  /** 1-based row of the pasted block, header included, so a message names the row the user sees in the spreadsheet. */
  readonly sourceRow: number;
  readonly cells: XyzCells;
}

/** Translation key of each column's title, for the screen's header. */
export const xyzColumnTitleKeys: Readonly<Record<XyzField, `xyzImport.column.${XyzField}`>> = {
  name: 'xyzImport.column.name',
  x: 'xyzImport.column.x',
  y: 'xyzImport.column.y',
  z: 'xyzImport.column.z',
  importAs: 'xyzImport.column.importAs',
  referencePlane: 'xyzImport.column.referencePlane',
  referenceType: 'xyzImport.column.referenceType',
};

/** The point field each column fills, so an issue the server names by wire field finds its cell again. */
const xyzWireFields: Readonly<Record<XyzField, string | null>> = {
  name: 'MpName',
  x: 'MpXCoord',
  y: 'MpYCoord',
  z: 'MpZCoord',
  importAs: null,
  referencePlane: 'MpReferencePlaneTypeCode',
  referenceType: 'MpReferencePointTypeCode',
};

/** The column a point's wire field was pasted in (MpXCoord → 'x'); undefined for a field no column fills. */
export function xyzFieldOfWireField(wireField: string): XyzField | undefined {
  if (wireField === 'MpPointGeometry') return 'x';
  return xyzFields.find((field) => xyzWireFields[field] === wireField);
}

/** Cells from a row of texts in column order; missing cells are '' and cells beyond the last column are left out. */
export function xyzCellsFromTexts(texts: readonly string[]): XyzCells {
  const cell = (index: number) => (texts[index] ?? '').trim();
  return {
    name: cell(0), x: cell(1), y: cell(2), z: cell(3), importAs: cell(4), referencePlane: cell(5), referenceType: cell(6),
  };
}
