import { type ReactNode, useEffect, useRef } from 'react';
import { cycleTabFocus } from '../../hooks/use-dismissable';

type ModalProps = {
  open: boolean;
  /** While an answer is on its way the modal stays: Escape and the backdrop do nothing. */
  busy?: boolean;
  onClose: () => void;
  /** Right after it opens: where the focus goes, a form made fresh… */
  onOpen?: () => void;
  /** The ids of its title and of the sentence that says what it is about. */
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
};

/**
 * A daisyUI modal on the native <dialog>: showModal() makes the rest of the page inert, Escape and the
 * backdrop close it, and the browser hands focus back to the button that opened it. Tab past the last
 * control would leave for the browser's own toolbar, so it goes round to the first instead.
 */
export function Modal({ open, busy = false, onClose, onOpen, labelledBy, describedBy, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      onOpen?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, onOpen]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onKeyDown={(event) => cycleTabFocus(event, event.currentTarget)}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <div className="modal-box">{children}</div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} disabled={busy}>
          Close
        </button>
      </form>
    </dialog>
  );
}
