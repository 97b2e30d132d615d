import type { ButtonHTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import './toolbar.css';

/** Props of Toolbar. */
export interface ToolbarProps {
  /** The toolbar's accessible name, translated (e.g. t('projectList.toolbar')). */
  label: string;
  /** Save, export and the other actions on the record: on the left (spec 01 section 2). */
  start?: ReactNode;
  /** Delete: on the right, away from save (spec 01 section 2). */
  end?: ReactNode;
}

const focusable = 'button:not([disabled]), a[href], select:not([disabled]), input:not([disabled])';

/** Arrow keys move between the toolbar's controls, as the ARIA toolbar pattern expects. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index === -1 || controls.length === 0) return;
  const next = event.key === 'Home' ? 0
    : event.key === 'End' ? controls.length - 1
      : (index + (event.key === 'ArrowRight' ? 1 : -1) + controls.length) % controls.length;
  controls[next]?.focus();
  event.preventDefault();
}

/**
 * A screen's toolbar (spec 01 section 2): save and export at the start, delete at the end.
 * Put a button in only once its action works (CLIENT.md).
 */
export function Toolbar({ label, start, end }: ToolbarProps) {
  return (
    <div className="toolbar" role="toolbar" aria-label={label} onKeyDown={moveFocus}>
      <div className="toolbar__start">{start}</div>
      <div className="toolbar__end">{end}</div>
    </div>
  );
}

/** Props of ToolbarButton: a button's own, plus its look. */
export interface ToolbarButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary for the main action (save, new), danger for delete. */
  variant?: 'primary' | 'default' | 'danger';
}

/** A toolbar button with the shared look. */
export function ToolbarButton({ variant = 'default', className, type = 'button', ...props }: ToolbarButtonProps) {
  return <button type={type} className={`button button--${variant}${className ? ` ${className}` : ''}`} {...props} />;
}
