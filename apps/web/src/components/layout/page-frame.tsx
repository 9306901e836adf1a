import type { ReactNode } from 'react';
import { PageTitle } from '../seo/page-title';
import { SectionHeading } from '../ui/section-heading';

type PageFrameProps = {
  id: string;
  eyebrow: string;
  title: string;
  /** The tab's title, where it says more than the heading (a page number, a tea's name). */
  tabTitle?: string;
  /** The sentence or two under the heading. */
  intro: ReactNode;
  align?: 'center' | 'start';
  /** The room under the heading. */
  headClassName?: string;
  /** Added to the page's container (a narrower width). */
  className?: string;
  children: ReactNode;
};

/** A screen of the account or the shop's back office: its tab title, its h1 with the eyebrow above, then the screen. */
export function PageFrame({
  id,
  eyebrow,
  title,
  tabTitle = title,
  intro,
  align,
  headClassName = 'mb-10',
  className,
  children,
}: PageFrameProps) {
  return (
    <div className={className ? `page-container ${className} py-12 sm:py-16` : 'page-container py-12 sm:py-16'}>
      <PageTitle title={tabTitle} />
      <div className={headClassName}>
        <SectionHeading as="h1" id={id} eyebrow={eyebrow} title={title} align={align}>
          {intro}
        </SectionHeading>
      </div>
      {children}
    </div>
  );
}
