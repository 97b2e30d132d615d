import type { EditorKind } from '../../domain/codes/field-editor-types';
import type { SortKind } from '../model/sort-filter';

/** How a column of an editor kind sorts: numbers as numbers, dates by time, flags as flags, the rest as text. */
export function sortKindOf(kind: EditorKind): SortKind {
  switch (kind) {
    case 'integer': case 'decimal': case 'trajectory': case 'coordinates': return 'number';
    case 'date': case 'datetime': return 'date';
    case 'boolean': return 'boolean';
    default: return 'text';
  }
}
