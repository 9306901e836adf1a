import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  updated: string;
  sections: LegalSection[];
  /** Closes the page: who to ask, and where the other page is. */
  footer: ReactNode;
};

/**
 * The terms and the privacy page: one readable column like the journal's article, a short list of
 * what is on the page, then each part under its own heading.
 */
export function LegalPage({ eyebrow, title, intro, updated, sections, footer }: LegalPageProps) {
  return (
    <article aria-labelledby="legal-heading" className="page-container py-12 sm:py-16">
      <header className="mx-auto flex max-w-3xl flex-col gap-5">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-ink">{eyebrow}</p>
        <h1 id="legal-heading" className="text-4xl font-semibold leading-tight sm:text-5xl">
          {title}
        </h1>
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-base-content/80">{intro}</div>
        <p className="text-sm text-base-content/70">{updated}</p>
      </header>

      <nav
        aria-label="On this page"
        className="mx-auto mt-10 max-w-3xl rounded-box bg-base-100 p-6 ring-1 ring-base-300/60"
      >
        <p className="mb-3 font-semibold">On this page</p>
        {/* Columns, not a grid, so the numbers run down the first column before the second. */}
        <ol className="gap-8 text-base-content/80 sm:columns-2">
          {sections.map((section, index) => (
            <li key={section.id} className="mb-2 flex break-inside-avoid gap-2">
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-base-content/75">
                {index + 1}.
              </span>
              <a href={`#${section.id}`} className="link link-hover">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-12">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="flex scroll-mt-24 flex-col gap-4"
          >
            <h2
              id={`${section.id}-heading`}
              className="border-b border-base-300 pb-3 text-2xl font-semibold sm:text-3xl"
            >
              {section.title}
            </h2>
            <div className="flex flex-col gap-4 leading-relaxed text-base-content/80">{section.body}</div>
          </section>
        ))}

        <aside
          aria-label="Questions"
          className="rounded-box bg-leaf-50 p-6 leading-relaxed text-base-content/85 ring-1 ring-leaf-100"
        >
          {footer}
        </aside>
      </div>
    </article>
  );
}

/** A bulleted list in the page's own style. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-secondary">{children}</ul>;
}
