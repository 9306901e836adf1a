import { type ReactNode, useId } from 'react';
import { Modal } from './modal';
import { SubmitButton } from './submit-button';

type FormDialogProps = {
  open: boolean;
  /** The form is being sent: the dialog stays, and its buttons wait. */
  busy: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The sentence under the title, which says what the form is for. */
  description: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A form in a modal (components/ui/modal.tsx): its title and what it is for, its fields, then Cancel and
 * the send button, which spins while the form is sent.
 */
export function FormDialog({
  open,
  busy,
  onClose,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal open={open} busy={busy} onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex flex-col gap-5"
        noValidate
      >
        <div>
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <p id={bodyId} className="mt-1 text-sm text-base-content/75">
            {description}
          </p>
        </div>
        {children}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <SubmitButton busy={busy} className="btn btn-primary">
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
