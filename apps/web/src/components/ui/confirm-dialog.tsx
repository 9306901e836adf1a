import { type ReactNode, useId } from 'react';
import { Modal } from './modal';

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

/** A question before a removal, in a modal (components/ui/modal.tsx). Cancel takes the focus first, so a stray Enter never confirms a removal. */
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
  const titleId = useId();
  const bodyId = useId();

  return (
    <Modal open={open} busy={busy} onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
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
    </Modal>
  );
}
