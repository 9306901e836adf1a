import { type ReactNode, useId, useState } from 'react';
import { HiAdjustmentsHorizontal, HiMiniXMark } from 'react-icons/hi2';
import { cycleTabFocus } from '../../../hooks/use-dismissable';
import { useModalWhile } from './use-modal-while';

const teas = (n: number) => `${n} ${n === 1 ? 'tea' : 'teas'}`;

type FiltersButtonProps = {
  /** How many filters are in use: shown on the button, and read with its name. */
  count: number;
  expanded: boolean;
  onClick: () => void;
  className?: string;
};

/** The phone's way to the filters that do not fit above the list: "Filters", with how many are in use. */
export function FiltersButton({ count, expanded, onClick, className = '' }: FiltersButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-outline gap-2 bg-base-100 ${className}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <HiAdjustmentsHorizontal className="size-5" aria-hidden="true" />
      Filters
      {count > 0 && (
        <>
          <span className="badge badge-sm badge-primary" aria-hidden="true">
            {count}
          </span>
          <span className="sr-only">{`, ${count} in use`}</span>
        </>
      )}
    </button>
  );
}

type FilterSheetProps = {
  open: boolean;
  onClose: () => void;
  /** How many teas the filters list now; undefined while that is being asked. */
  matching: number | undefined;
  /** Clears the sheet's filters, when any is in use. */
  onReset: (() => void) | undefined;
  children: ReactNode;
};

/**
 * The filters on a phone: a sheet from the bottom of the screen on the native <dialog> (the page
 * behind it inert, Escape and the backdrop close it, focus back on "Filters"). Each choice applies at
 * once, the list behind it follows, and "Show N teas" closes it on what they list.
 */
export function FilterSheet({ open, onClose, matching, onReset, children }: FilterSheetProps) {
  const ref = useModalWhile(open);
  const titleId = useId();
  // Drawn once first opened and kept, so that a closing sheet does not empty before it has gone.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

  const close = () => {
    ref.current?.close();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => cycleTabFocus(event, event.currentTarget)}
    >
      <div className="modal-box flex max-h-[88dvh] flex-col p-0">
        <div className="flex items-center justify-between gap-3 border-b border-base-300/70 px-5 py-3">
          <h2 id={titleId} className="text-xl font-semibold">
            Filters
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle"
            aria-label="Close the filters"
            onClick={close}
          >
            <HiMiniXMark className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{drawn && children}</div>
        <div className="flex gap-3 border-t border-base-300/70 px-5 py-3">
          <button type="button" className="btn btn-ghost text-primary" disabled={!onReset} onClick={onReset}>
            Reset
          </button>
          <button type="button" className="btn btn-primary flex-1" onClick={close}>
            {matching === undefined ? 'Show teas' : `Show ${teas(matching)}`}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          Close
        </button>
      </form>
    </dialog>
  );
}
