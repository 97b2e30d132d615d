import type { ReactNode } from 'react';
import type { ValidationIssue } from '../../domain/validation/issue';
import { FieldShell } from '../../fields/FieldShell';
import '../../fields/fields.css';

/** The attributes FormField hands its control, tying it to label, hint and issues. */
export interface FormControl {
  id: string;
  className: string;
  required: boolean;
  'aria-required': boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Props of FormField. */
export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  issues: readonly ValidationIssue[];
  children: (control: FormControl) => ReactNode;
}

/**
 * One form field outside the template-driven record forms (sign-in, new project) in the field
 * editors' frame: a visible label, an optional hint and the issues under it, all tied to the
 * control by id (labels tied to inputs, aria-invalid, aria-describedby, so screen readers announce both).
 */
export function FormField({ id, label, required = false, hint, issues, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const issuesId = `${id}-issues`;
  const describedBy = [hint ? hintId : null, issues.length > 0 ? issuesId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell
      mode="control" controlId={id} labelId={`${id}-label`} label={label} required={required}
      {...(hint ? { hint: { id: hintId, text: hint } } : {})}
      issuesId={issuesId} issues={issues}
    >
      {children({ id, className: 'field__input', required, 'aria-required': required, 'aria-invalid': issues.length > 0, 'aria-describedby': describedBy })}
    </FieldShell>
  );
}
