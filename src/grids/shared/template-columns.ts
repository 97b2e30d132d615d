import { compositeParts } from '../../domain/codes/composite-fields';
import { editorKind } from '../../domain/codes/field-editor-types';
import type { EditorKind } from '../../domain/codes/field-editor-types';
import { compositeKindOf, visibleFieldTemplates } from '../../domain/editing';
import type { CodeOption, FieldTemplate } from '../../domain/editing';
import type { GridColumn } from '../../grid';
import { templateMaxLength } from '../../domain/templates/template-text-limits';

const widthByKind: Partial<Record<EditorKind, number>> = {
  boolean: 80, integer: 100, decimal: 100, coordinates: 120, trajectory: 100, date: 120, datetime: 170,
  list: 160, sublocationList: 160, textArea: 240, barcode: 120, label: 170,
};

/** Composites whose template row stands for several stored codes: in a grid each code is a column of its own. */
const codeComposites: ReadonlySet<EditorKind> = new Set<EditorKind>(['texture', 'specialComponent', 'colour', 'twoLists']);

/** What turns a screen's templates into grid columns. */
export interface TemplateColumnOptions {
  /** The translated header of a field. */
  titleOf: (template: FieldTemplate) => string;
  /** The translated header of one stored part of a composite (e.g. 'LaConsistencyCode'). */
  titleOfPart?: (part: string) => string;
  /** Choices of list fields, by field code. */
  codeLists: Readonly<Record<string, readonly CodeOption[]>>;
  /** Fields pinned to the start by default (the name). */
  pinned?: readonly string[];
}

/**
 * A grid's columns from a screen's field templates (spec 01 section 3): every visible field in
 * FieldOrder, drawn and edited by its field-editor type, offered
 * in multi-edit when AllowMultiEdit is set, refusing text longer than MaxLength; labels are read-only. A texture, colour, special-compound
 * or odour composite becomes one column per stored code, so it is edited in place (spec 02 section 3,
 * 'Composite input fields'), its head part keeping the template's list; ranges and coordinate pairs already have a
 * template row per stored field.
 */
export function templateColumns(templates: readonly FieldTemplate[], screenName: string, options: TemplateColumnOptions): GridColumn[] {
  return visibleFieldTemplates(templates, screenName).flatMap((template) => {
    const kind = editorKind(template.EditorType);
    const maxLength = templateMaxLength(template);
    const column: GridColumn = {
      field: template.FieldCode,
      title: options.titleOf(template),
      width: widthByKind[kind] ?? 140,
      editorType: template.EditorType,
      readOnly: kind === 'label' || kind === 'image',
      pinned: options.pinned?.includes(template.FieldCode) ?? false,
      multiEdit: template.AllowMultiEdit,
      required: template.Required,
      ...(maxLength === null ? {} : { maxLength }),
      ...(options.codeLists[template.FieldCode] ? { options: options.codeLists[template.FieldCode] } : {}),
    };
    return codeComposites.has(kind) ? compositeColumns(column, template, options) : [column];
  });
}

function compositeColumns(head: GridColumn, template: FieldTemplate, options: TemplateColumnOptions): GridColumn[] {
  const composite = compositeKindOf(template);
  const parts = composite ? (compositeParts(composite) as readonly string[]) : [];
  if (parts.length <= 1) return [{ ...head, editorType: head.options ? 3 : 1 }];
  return parts.map((part) => ({
    ...head,
    field: part,
    title: options.titleOfPart?.(part) ?? part,
    width: 120,
    required: part === head.field && head.required,
    ...(part === head.field && head.options ? { editorType: 3, options: head.options } : { editorType: 1, options: undefined }),
  }));
}
