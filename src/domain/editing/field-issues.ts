import { compositeParts, joinComposite } from '../codes/composite-fields';
import type { CompositeKind } from '../codes/composite-fields';
import { editorKind, isEditorDisabled } from '../codes/field-editor-types';
import type { ValidationIssue } from '../validation/issue';
import { projectCodeMaxLength } from '../validation/limits';
import { maxLengthIssues } from '../validation/rules/length';
import { patternIssues } from '../validation/rules/pattern';
import { trajectoryIssues } from '../validation/rules/range';
import { isBlank, requiredIssues } from '../validation/rules/required';
import { specialCompoundIssues } from '../validation/rules/special-compounds';
import type { SpecialCompoundFields } from '../validation/rules/special-compounds';
import { partEditorKind } from './composite-template';
import type { CompositeValue, EditorRecord, EditorValue, FieldValue } from './editor-values';
import { isCompositeValue } from './editor-values';
import type { FieldTemplate } from './field-template';
import { compositeValueOf, readFieldValue, templateComposite } from './field-values';
import { kindIssues } from './kind-rules';
import { templateMaxLength } from '../templates/template-text-limits';

/** One list with each issue once: the same field, code, severity and placeholders count as the same issue. */
export function withoutDuplicateIssues(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.field}\u0000${issue.code}\u0000${issue.severity}\u0000${JSON.stringify(issue.params ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function compositeIssues(template: FieldTemplate, kind: CompositeKind, parts: CompositeValue): ValidationIssue[] {
  const names = compositeParts(kind) as readonly string[];
  const partKind = partEditorKind(kind);
  const issues: ValidationIssue[] = [];
  if (template.Required && names.every((name) => isBlank(parts[name]))) issues.push(...requiredIssues(template.FieldCode, null));
  if (partKind === 'trajectory') {
    const [from = '', to = ''] = names;
    // 'Second greater than first' reads on from/to ranges; a trial pit's length and width, or x and y, have no order.
    if (from.endsWith('From') && to.endsWith('To')) return [...issues, ...trajectoryIssues({ from, to }, parts[from], parts[to])];
    return [...issues, ...names.flatMap((name) => kindIssues(partKind, name, parts[name]))];
  }
  const joined = joinComposite(kind, parts as Partial<Record<string, string | number | null>>);
  const joinIssues = joined.ok ? [] : joined.issues;
  if (partKind === 'coordinates') {
    // Coordinates are stored as numbers: the 10-character part limit is for codes, and EPSG:4326's 8 decimals exceed it.
    for (const name of names) issues.push(...kindIssues(partKind, name, parts[name]));
    return [...issues, ...joinIssues.filter((issue) => issue.code === 'validation.composite.partMissing')];
  }
  if (partKind === 'specialComponent') {
    // Special compounds have the stricter limit of 5 (spec 01 section 9), reported by their own rule.
    const separatorIssues = joinIssues.filter((issue) => issue.code !== 'validation.composite.partTooLong');
    return [...issues, ...specialCompoundIssues(parts as SpecialCompoundFields), ...separatorIssues];
  }
  return [...issues, ...joinIssues];
}

function singleIssues(template: FieldTemplate, value: EditorValue): ValidationIssue[] {
  const kind = editorKind(template.EditorType);
  const field = template.FieldCode;
  // Spec 01 sections 5 and 9: a project code is always required and at most 20, whatever the template says.
  const required = template.Required || kind === 'projectCode';
  const kindMax = kind === 'projectCode' ? projectCodeMaxLength : Number.POSITIVE_INFINITY;
  const maxLength = Math.min(templateMaxLength(template) ?? Number.POSITIVE_INFINITY, kindMax);
  const issues = required ? requiredIssues(field, value) : [];
  if (Number.isFinite(maxLength) && typeof value === 'string') issues.push(...maxLengthIssues(field, value, maxLength));
  if (template.Pattern) issues.push(...patternIssues(field, value, template.Pattern));
  if (kind !== 'projectCode') issues.push(...kindIssues(kind, field, value));
  return issues;
}

/**
 * The issues of one field at its editor (spec 01 sections 3 and 5): the template's rules (required,
 * MaxLength, Pattern) and the editor kind's rules on the value; for composites the parts' rules,
 * joinComposite's (each part at most 10, no separator inside a part), the trajectory rule for the
 * from/to pairs of 19 and the special-compound rule for 23. A read-only field (label, image) and a
 * disabled type 12 field have none: the user could not act on them. `value` defaults to the record's.
 */
export function fieldIssues(template: FieldTemplate, value: FieldValue | undefined, record: EditorRecord): ValidationIssue[] {
  const kind = editorKind(template.EditorType);
  if (kind === 'label' || kind === 'image' || isEditorDisabled(template.EditorType, record)) return [];
  const current = value === undefined ? readFieldValue(template, record) : value;
  const composite = templateComposite(template);
  const issues = composite
    ? compositeIssues(template, composite, compositeValueOf(current))
    : singleIssues(template, isCompositeValue(current) ? null : current);
  return withoutDuplicateIssues(issues);
}
