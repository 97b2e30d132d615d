import { editorKind } from '../codes/field-editor-types';
import type { FieldTemplate } from '../editing/field-template';
import { templateComposite } from '../editing/field-values';
import { maxLengthIssues } from '../validation/rules/length';
import type { ValidationIssue } from '../validation/issue';

/** What a template field says about the length of its text. */
export type TextLimitField = Pick<FieldTemplate, 'ScreenName' | 'FieldCode' | 'EditorType' | 'MaxLength'>;

/** Longest text per stored field. */
export type TextLimits = ReadonlyMap<string, number>;

/**
 * The longest text a template allows in its field's one stored value (spec 01 sections 3 and 5), or null: none
 * for a label or an image, none for a composite (its parts have their own limit, spec 01 section 3), none for a
 * MaxLength that is not positive. The grids' columns, the record forms and the server all take it from here.
 */
export function templateMaxLength(field: Pick<FieldTemplate, 'FieldCode' | 'EditorType' | 'MaxLength'>): number | null {
  const kind = editorKind(field.EditorType);
  if (kind === 'label' || kind === 'image' || templateComposite(field) !== undefined) return null;
  return field.MaxLength !== null && field.MaxLength > 0 ? field.MaxLength : null;
}

/**
 * The template's MaxLength per field (spec 01 sections 3 and 5, 'value too long') for records that
 * several screens edit (water and air samples are one kind): a field is bounded only when every
 * screen showing it bounds it, by the largest of their limits, so the server never refuses text
 * one of the record's screens accepts.
 */
export function templateTextLimits(fields: readonly TextLimitField[]): TextLimits {
  const limits = new Map<string, number>();
  const unbounded = new Set<string>();
  for (const field of fields) {
    const max = templateMaxLength(field);
    if (max === null) {
      unbounded.add(field.FieldCode);
      limits.delete(field.FieldCode);
    } else if (!unbounded.has(field.FieldCode)) {
      limits.set(field.FieldCode, Math.max(max, limits.get(field.FieldCode) ?? 0));
    }
  }
  return limits;
}

/** The issues of a record's text past its template's limits, at their fields. */
export function textLimitIssues(record: Readonly<Record<string, unknown>>, limits: TextLimits): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [field, max] of limits) {
    const value = record[field];
    if (typeof value === 'string') issues.push(...maxLengthIssues(field, value, max));
  }
  return issues;
}
