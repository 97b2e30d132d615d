import { editorKind } from '../codes/field-editor-types';
import type { FieldTemplate } from '../editing/field-template';
import { templateComposite } from '../editing/field-values';
import { maxLengthIssues } from '../validation/rules/length';
import type { ValidationIssue } from '../validation/issue';

/** What a template field says about the length of its text. */
export type TextLimitField = Pick<FieldTemplate, 'ScreenName' | 'FieldCode' | 'EditorType' | 'MaxLength'>;

/** Longest text per stored field. */
export type TextLimits = ReadonlyMap<string, number>;

/** A field whose editor stores one value the template's MaxLength bounds: not a label or image, not a composite (its parts have their own limit). */
function boundsOneValue(field: TextLimitField): boolean {
  const kind = editorKind(field.EditorType);
  return kind !== 'label' && kind !== 'image' && templateComposite(field) === undefined;
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
    const max = boundsOneValue(field) ? field.MaxLength : null;
    if (max === null || max <= 0) {
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
