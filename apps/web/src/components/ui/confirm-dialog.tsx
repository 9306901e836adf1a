import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cycleTabFocus } from '../../hooks/use-dismissable';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A daisyUI modal on the native <dialog>: showModal() makes the rest of the page inert, Escape and the
 * backdrop close it, and the browser hands focus back to the button that opened it. Tab past the last
 * button would leave for the browser's own toolbar, so it goes round to the first instead. Cancel takes
 * the focus first, so a stray Enter never confirms a removal.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      onKeyDown={(event) => cycleTabFocus(event, event.currentTarget)}
      onCancel={(event) => {
        // While the removal is on its way, the dialog stays until the answer arrives.
        if (busy) event.preventDefault();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 leading-relaxed text-base-content/80">
          {children}
        </div>
        <div className="modal-action">
          {/* biome-ignore lint/a11y/noAutofocus: a modal must place focus inside itself; Cancel is the safe place */}
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} disabled={busy}>
          Close
        </button>
      </form>
    </dialog>
  );
}
