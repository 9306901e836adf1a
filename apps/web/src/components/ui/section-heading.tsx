import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2';
};

/** The heading every page block opens with; `id` lets its <section> name itself by it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  as: Tag = 'h2',
}: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-[0.14em] text-amber-ink">{eyebrow}</p>}
      <Tag id={id} className="text-3xl font-semibold text-base-content sm:text-4xl">
        {title}
      </Tag>
      {children && <div className="mt-3 text-base leading-relaxed text-base-content/75 sm:text-lg">{children}</div>}
    </div>
  );
}
