import type { TFunction } from 'i18next';
import { fieldLabel } from '../domain/editing';
import type { FieldTemplate } from '../domain/editing';

/** A field's label in the user's language: the licence's own label, else its composite's or template's key, else the template's own key, else its code. */
export function translatedFieldLabel(t: TFunction, template: Pick<FieldTemplate, 'EditorType' | 'FieldCode' | 'LabelKey' | 'Label'>): string {
  if (template.Label) return template.Label;
  return t(fieldLabel(template).key, { defaultValue: t(template.LabelKey, { defaultValue: template.FieldCode }) });
}

const focusable = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves keyboard focus to the first control of a drawn field inside `form` (marked by FieldShell
 * with its FieldCode), scrolled into view. Answers whether a control took focus.
 */
export function focusFormField(form: HTMLElement | null, fieldCode: string): boolean {
  const control = form?.querySelector(`[data-field-code="${CSS.escape(fieldCode)}"]`)?.querySelector<HTMLElement>(focusable);
  if (!control) return false;
  control.scrollIntoView({ block: 'center' });
  control.focus();
  return document.activeElement === control;
}
