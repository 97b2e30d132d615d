import { compositeParts } from '../codes/composite-fields';
import type { CompositeKind } from '../codes/composite-fields';
import { editorKind } from '../codes/field-editor-types';
import { compositeEditorKinds, compositeKindOf } from './composite-template';
import type { LabelText } from './composite-template';
import type { CompositeValue, EditorRecord, EditorValue, FieldValue, RecordPatch } from './editor-values';
import { isCompositeValue, sameEditorValue, toEditorValue } from './editor-values';
import type { FieldTemplate } from './field-template';
import { visibleFieldTemplates } from './field-template';

type TemplateKey = Pick<FieldTemplate, 'EditorType' | 'FieldCode'>;

/** The composite a template draws, only when its editor type is a composite one (spec 01 section 3). */
export function templateComposite(template: TemplateKey): CompositeKind | undefined {
  return compositeEditorKinds.has(editorKind(template.EditorType)) ? compositeKindOf(template) : undefined;
}

/**
 * The wire fields a template's editor reads and writes: its FieldCode, or every stored part of its
 * composite (spec 01 section 3, 'Composite fields are split over several stored fields').
 */
export function storedFieldsOf(template: TemplateKey): readonly string[] {
  const composite = templateComposite(template);
  return composite ? (compositeParts(composite) as readonly string[]) : [template.FieldCode];
}

/** The value a template's editor shows for a record: the field's value, or the composite's parts. */
export function readFieldValue(template: TemplateKey, record: EditorRecord): FieldValue {
  const composite = templateComposite(template);
  if (!composite) return toEditorValue(record[template.FieldCode]);
  const parts: Record<string, EditorValue> = {};
  for (const part of compositeParts(composite) as readonly string[]) parts[part] = toEditorValue(record[part]);
  return parts;
}

/** The record fields an edited value changes: one field, or the composite parts the value names. */
export function fieldPatch(template: TemplateKey, value: FieldValue): RecordPatch {
  const stored = storedFieldsOf(template);
  if (!isCompositeValue(value)) return { [stored[0] ?? template.FieldCode]: value };
  const patch: Record<string, EditorValue> = {};
  for (const part of stored) if (part in value) patch[part] = value[part] ?? null;
  return patch;
}

/** Whether an issue belongs at a template's editor: it names the field or one of its stored parts. */
export function fieldOwnsIssue(template: TemplateKey, issue: { readonly field: string }): boolean {
  return issue.field === template.FieldCode || storedFieldsOf(template).includes(issue.field);
}

/**
 * The stored fields of `templates` whose value differs between the saved record and the edited one
 * (spec 01 section 4, the working-object-changed flag); null and blank text count as the same.
 */
export function changedFields(templates: readonly TemplateKey[], saved: EditorRecord, edited: EditorRecord): string[] {
  const changed = new Set<string>();
  for (const template of templates) {
    for (const field of storedFieldsOf(template)) {
      if (!sameEditorValue(toEditorValue(saved[field]), toEditorValue(edited[field]))) changed.add(field);
    }
  }
  return [...changed];
}

/** A composite's parts as a plain value map, for callers holding a FieldValue of unknown shape. */
export function compositeValueOf(value: FieldValue | undefined): CompositeValue {
  return isCompositeValue(value) ? value : {};
}

/**
 * The label of a template's editor. A composite attached to one of its stored parts (the seeded
 * templates put texture on LaSoilTypeCode and the layer range on LaFrom) is named after the whole
 * composite ('fields.composite.layerRange'), since its parts carry their own labels; every other
 * field uses the template's LabelKey.
 */
export function fieldLabel(template: Pick<FieldTemplate, 'EditorType' | 'FieldCode' | 'LabelKey'>): LabelText {
  const composite = templateComposite(template);
  if (composite && (compositeParts(composite) as readonly string[]).includes(template.FieldCode)) {
    return { key: `fields.composite.${composite}` };
  }
  return { key: template.LabelKey };
}

/**
 * The templates a record form draws (spec 01 section 2): the visible ones in FieldOrder, each
 * composite once. A template whose stored fields an earlier one already draws (LaTo after the
 * LaFrom range, MpYCoord after the MpXCoord pair) is left out, and the composite is required when
 * any of its templates is.
 */
export function drawnFieldTemplates(templates: readonly FieldTemplate[], screenName?: string): FieldTemplate[] {
  const drawn: FieldTemplate[] = [];
  const owner = new Map<string, number>();
  for (const template of visibleFieldTemplates(templates, screenName)) {
    const stored = storedFieldsOf(template);
    const covering = owner.get(stored[0] ?? template.FieldCode);
    const earlier = covering === undefined ? undefined : drawn[covering];
    if (earlier && stored.every((field) => owner.get(field) === covering)) {
      if (template.Required && !earlier.Required) drawn[covering as number] = { ...earlier, Required: true };
      continue;
    }
    stored.forEach((field) => owner.set(field, drawn.length));
    drawn.push(template);
  }
  return drawn;
}
