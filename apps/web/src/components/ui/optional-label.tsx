import type { ReactNode } from 'react';

/** A field's label that says it may stay empty; its own file, as the home page's contact form uses it alone. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-base-content/70">(optional)</span>
    </>
  );
}
