import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './dialogs.css';

/** Props of ModalDialog. */
export interface ModalDialogProps {
  /** The dialog's heading, translated; also its accessible name. */
  title: string;
  /** Escape or the dialog's own close: the caller unmounts the dialog. */
  onDismiss: () => void;
  /** Id of the text that describes the dialog, if any. */
  describedBy?: string;
  /** alertdialog for confirmations that interrupt (delete, unpin). */
  role?: 'dialog' | 'alertdialog';
  /** Another class beside 'modal', for a dialog with its own size (the command palette). */
  className?: string;
  children: ReactNode;
}

/**
 * An accessible modal dialog on the native <dialog>: shown modal while
 * mounted, so focus is trapped and the page behind is inert; Escape dismisses it; focus returns
 * to the control that opened it.
 */
export function ModalDialog({ title, onDismiss, describedBy, role = 'dialog', className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id={titleId} className="modal__title">{title}</h2>
      {children}
    </dialog>
  );
}
