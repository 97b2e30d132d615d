import type { ValidationIssue } from '../validation/issue';
import type { FieldTemplate } from './field-template';
import { drawnFieldTemplates, fieldOwnsIssue } from './field-values';

/** The first error of a form and the drawn field it belongs to (null: no drawn field owns it). */
export interface FirstFormError {
  issue: ValidationIssue;
  template: FieldTemplate | null;
}

/**
 * The first error of a record form in reading order (spec 01 section 8, 'save failed due to invalid
 * values', made to say where): errors no drawn field owns come first, as the form lists them above
 * its fields, then each drawn field's in field order. Null when no issue is an error.
 */
export function firstFormError(templates: readonly FieldTemplate[], screenName: string | undefined, issues: readonly ValidationIssue[]): FirstFormError | null {
  const errors = issues.filter((issue) => issue.severity === 'error');
  if (errors.length === 0) return null;
  const drawn = drawnFieldTemplates(templates, screenName);
  const unplaced = errors.find((issue) => !drawn.some((template) => fieldOwnsIssue(template, issue)));
  if (unplaced) return { issue: unplaced, template: null };
  for (const template of drawn) {
    const issue = errors.find((candidate) => fieldOwnsIssue(template, candidate));
    if (issue) return { issue, template };
  }
  return null;
}
