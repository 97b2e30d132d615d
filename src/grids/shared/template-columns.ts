import { editorKind } from '../../domain/codes/field-editor-types';
import type { EditorKind } from '../../domain/codes/field-editor-types';
import { visibleFieldTemplates } from '../../domain/editing';
import type { CodeOption, FieldTemplate } from '../../domain/editing';
import type { GridColumn } from '../../grid';

const widthByKind: Partial<Record<EditorKind, number>> = {
  boolean: 80, integer: 100, decimal: 100, coordinates: 120, trajectory: 100, date: 120, datetime: 170,
  list: 160, sublocationList: 160, textArea: 240, barcode: 120, label: 170,
};

/** What turns a screen's templates into grid columns. */
export interface TemplateColumnOptions {
  /** The translated header of a field. */
  titleOf: (template: FieldTemplate) => string;
  /** Choices of list fields, by field code. */
  codeLists: Readonly<Record<string, readonly CodeOption[]>>;
  /** Fields pinned to the start by default (the name). */
  pinned?: readonly string[];
}

/**
 * A grid's columns from a screen's field templates (issue 5: 'the point fields as columns from the
 * template'): every visible field in FieldOrder, drawn and edited by its field-editor type, offered
 * in multi-edit when AllowMultiEdit is set; labels are read-only.
 */
export function templateColumns(templates: readonly FieldTemplate[], screenName: string, options: TemplateColumnOptions): GridColumn[] {
  return visibleFieldTemplates(templates, screenName).map((template) => {
    const kind = editorKind(template.EditorType);
    return {
      field: template.FieldCode,
      title: options.titleOf(template),
      width: widthByKind[kind] ?? 140,
      editorType: template.EditorType,
      readOnly: kind === 'label' || kind === 'image',
      pinned: options.pinned?.includes(template.FieldCode) ?? false,
      multiEdit: template.AllowMultiEdit,
      required: template.Required,
      ...(options.codeLists[template.FieldCode] ? { options: options.codeLists[template.FieldCode] } : {}),
    };
  });
}
