import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: focus moves in (to a control marked `data-autofocus`, else the
 * first) and is kept there, Escape closes it (when it may be closed), and it is named by its
 * title for assistive technology.
 */
export const Dialog = ({ open, title, onClose, closeLabel, children }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control (the close button) unless one is marked to start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      <div className="dialog__head">
        <h2 id={titleId}>{title}</h2>
        {onClose && closeLabel ? (
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
};
