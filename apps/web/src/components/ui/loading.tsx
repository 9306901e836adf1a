import type { ReactNode } from 'react';

type LoadingProps = {
  /** Read out while it loads ("Loading your cart"). */
  label: string;
  /** Whether it is still on its way; the region is drawn either way. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

/** A region whose content is on its way: busy to assistive technology, with one line said aloud about what loads. */
export function Loading({ label, busy = true, className, children }: LoadingProps) {
  return (
    <div aria-busy={busy} className={className}>
      {busy && (
        <span className="sr-only" role="status">
          {label}
        </span>
      )}
      {children}
    </div>
  );
}
