import type { TFunction } from 'i18next';
import { firstFormError } from '../../../domain/editing';
import type { FieldTemplate } from '../../../domain/editing';
import type { ValidationIssue } from '../../../domain/validation/issue';
import { focusFormField, translatedFieldLabel } from '../../../fields/field-label';
import type { NoticeInput } from '../../../ui/notices/notice-store';

/** What a record form's refusal is explained from. */
export interface FormRefusal {
  t: TFunction;
  templates: readonly FieldTemplate[];
  screenName: string;
  /** The record's name as its heading shows it ('B018', '0–130 cm'). */
  record: string;
  issues: readonly ValidationIssue[];
  /** The screen's form, in which the field is focused. */
  form: HTMLElement | null;
}

/**
 * The notice of a record form's refused save (spec 01 section 8, 'save failed due to invalid
 * values', made useful as in the grids): 'Niet opgeslagen: B018, Meetpunt: Dit veld is verplicht.',
 * the issue's message nested by its key so it follows the language, with focus moved to the field.
 * Null when no issue is an error.
 */
export function explainFormRefusal({ t, templates, screenName, record, issues, form }: FormRefusal): NoticeInput | null {
  const first = firstFormError(templates, screenName, issues);
  if (!first) return null;
  const { issue, template } = first;
  if (template === null) {
    return { kind: 'error', messageKey: 'dayUse.refusal.formRecord', params: { ...issue.params, record, issue: issue.code } };
  }
  focusFormField(form, template.FieldCode);
  return { kind: 'error', messageKey: 'dayUse.refusal.formField', params: { ...issue.params, record, field: translatedFieldLabel(t, template), issue: issue.code } };
}
