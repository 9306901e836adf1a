import type { ReactNode } from 'react';

/** The boxes of an order's own page: its teas, its history, and the delivery, customer, payment and tracking. */
export function Card({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`surface p-5 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}

export function CardHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold">
      {children}
    </h2>
  );
}
