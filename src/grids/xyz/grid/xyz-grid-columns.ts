import type { GridColumn } from '../../../grid';
import type { XyzField } from '../model';
import { xyzFields } from '../model';

/** A row of the XYZ grid: a cell text per column; a cell never written reads as empty. */
export type XyzGridRow = Partial<Record<XyzField, string | null>>;

/** Default widths in px: names and coordinates wide enough for 'B001' and '155000.00', the yes/no and lists for their titles. */
const widths: Readonly<Record<XyzField, number>> = {
  name: 140, x: 130, y: 130, z: 90, importAs: 190, referencePlane: 160, referenceType: 160,
};

/**
 * The XYZ import's grid columns (spec 02 section 2), in the order a spreadsheet block is pasted:
 * name, X, Y, Z, import-as-gauging-tube, reference plane and reference type. Every column holds the
 * text as pasted (editor type 1), so the import's own rules judge it (dot decimals, yes/no words,
 * codes or their texts) and a refused cell keeps exactly what the user pasted.
 */
export function xyzGridColumns(titleOf: (field: XyzField) => string): GridColumn[] {
  return xyzFields.map((field) => ({ field, title: titleOf(field), width: widths[field], editorType: 1, pinned: field === 'name' }));
}
