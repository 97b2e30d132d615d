import { editorFactsByKind } from '../codes/field-editor-types';
import type { EditorKind } from '../codes/field-editor-types';
import type { ValidationIssue } from '../validation/issue';
import { compositePartMaxLength, projectCodeMaxLength, specialComponentMaxLength } from '../validation/limits';
import { barcodeIssues } from '../validation/rules/barcode';
import { booleanIssues } from '../validation/rules/boolean';
import { dateIssues, dateTimeIssues } from '../validation/rules/date';
import { maxLengthIssues } from '../validation/rules/length';
import type { NumberFormat } from '../validation/rules/number';
import { numberIssues } from '../validation/rules/number';

/** The editor kinds that hold a number: 5, 6, and the parts of 19 and 31 (spec 01 section 3). */
export const numberKinds: ReadonlySet<EditorKind> = new Set<EditorKind>(['integer', 'decimal', 'trajectory', 'coordinates']);

/** The composite kinds whose parts are codes of at most 10 characters (types 22, 24 and 36). */
const codePartKinds: ReadonlySet<EditorKind> = new Set<EditorKind>(['texture', 'colour', 'twoLists']);

/**
 * What a number editor of `kind` accepts, from the editor table (spec 01 section 3): a minus for
 * 5, 6 and 31, decimals with a dot for 6, 19 and 31.
 */
function numberFormatOf(kind: EditorKind): NumberFormat {
  let format = numberFormatsByKind.get(kind);
  if (!format) {
    const facts = editorFactsByKind[kind];
    numberFormatsByKind.set(kind, (format = { integer: !facts.decimalsAllowed, allowMinus: facts.minusAllowed }));
  }
  return format;
}

/** Each number kind's format, made once: a paste reads it for every cell. */
const numberFormatsByKind = new Map<EditorKind, NumberFormat>();

/**
 * The rules an editor kind carries on one stored value (spec 01 sections 3 and 5), all taken from
 * src/domain/validation: dates and datetimes valid; numbers as the kind allows and at most
 * 2147483647; booleans true or false; barcodes unique, counted, each at most 5; project code at most
 * 20; a special-component part at most 5 and a texture, colour or odour part at most 10. For
 * composite kinds `value` is one stored part. Blank values pass: 'required' is the template's rule.
 */
export function kindIssues(kind: EditorKind, field: string, value: unknown): ValidationIssue[] {
  if (numberKinds.has(kind)) return numberIssues(field, value, numberFormatOf(kind));
  if (codePartKinds.has(kind)) return maxLengthIssues(field, value, compositePartMaxLength);
  switch (kind) {
    case 'date':
      return dateIssues(field, value);
    case 'datetime':
      return dateTimeIssues(field, value);
    case 'boolean':
      return booleanIssues(field, value);
    case 'barcode':
      return barcodeIssues(field, value);
    case 'projectCode':
      return maxLengthIssues(field, value, projectCodeMaxLength);
    case 'specialComponent':
      return maxLengthIssues(field, value, specialComponentMaxLength);
    default:
      return [];
  }
}
