import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type PageSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
};

/** A titled block of a page; the <section> is named by its heading, so it is a landmark of its own. */
export function PageSection({ id, eyebrow, title, intro, children, className = '', action }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 py-16 sm:py-24 ${className}`}>
      <div className="page-container flex flex-col gap-10 sm:gap-12">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
        {action && <div className="flex justify-center">{action}</div>}
      </div>
    </section>
  );
}
