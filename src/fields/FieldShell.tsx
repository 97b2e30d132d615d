import type { ReactNode } from 'react';
import type { ValidationIssue } from '../domain/validation/issue';
import { IssueList } from './IssueList';

/** How a field's label is tied to what it labels. */
export type ShellMode = 'control' | 'group' | 'static';

/** Props of FieldShell. */
export interface FieldShellProps {
  /** control: a label for one input; group: a fieldset and legend around part inputs; static: a named read-only block. */
  mode: ShellMode;
  controlId: string;
  labelId: string;
  label: string;
  required: boolean;
  hint?: { id: string; text: string };
  issuesId: string;
  issues: readonly ValidationIssue[];
  /** The template's FieldCode, marked on the frame so a refused save can move focus to its field. */
  fieldCode?: string;
  children: ReactNode;
}

function RequiredMark({ required }: { required: boolean }) {
  // The control carries aria-required; the star is for sighted users only, and kept out of the
  // label element so the field's name stays exactly its label.
  return required ? <span className="field__required" aria-hidden="true">*</span> : null;
}

/**
 * The frame every field editor shares (spec 01 section 3): a visible translated label, the
 * editor, an optional hint and the issue list the editor's aria-describedby points at.
 */
export function FieldShell({ mode, controlId, labelId, label, required, hint, issuesId, issues, fieldCode, children }: FieldShellProps) {
  const hasError = issues.some((issue) => issue.severity === 'error');
  const state = hasError ? ' field--error' : issues.length > 0 ? ' field--warning' : '';
  const below = (
    <>
      {hint && <p id={hint.id} className="field__hint">{hint.text}</p>}
      <IssueList id={issuesId} issues={issues} />
    </>
  );
  if (mode === 'group') {
    return (
      <fieldset className={`field field--group${state}`} data-field-code={fieldCode}>
        <legend id={labelId} className="field__label">{label}<RequiredMark required={required} /></legend>
        {children}
        {below}
      </fieldset>
    );
  }
  if (mode === 'static') {
    return (
      <div className={`field${state}`} role="group" aria-labelledby={labelId} data-field-code={fieldCode}>
        <span id={labelId} className="field__label">{label}</span>
        {children}
        {below}
      </div>
    );
  }
  return (
    <div className={`field${state}`} data-field-code={fieldCode}>
      <div className="field__label-row">
        <label id={labelId} htmlFor={controlId} className="field__label">{label}</label>
        <RequiredMark required={required} />
      </div>
      {children}
      {below}
    </div>
  );
}
