import type { ReactNode } from 'react';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { Link } from './link';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page (?page=n beside whatever else the list keeps in the address). */
  hrefFor: (page: number) => string;
  label: string;
  /**
   * `numbers`: a link per nearby page (the first, the last, and the current one's neighbours);
   * `count`: "Page n of m" between Previous and Next.
   */
  middle?: 'numbers' | 'count';
  /** The words of the way back and on: Previous and Next, or what the list calls them (Newer, Older). */
  edges?: readonly [string, string];
};

function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

const edge = 'btn btn-ghost btn-sm sm:btn-md join-item gap-1';

function Edge({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  return to ? (
    <Link to={to} className={edge} rel={rel}>
      {children}
    </Link>
  ) : (
    <span className={`${edge} btn-disabled`} aria-disabled="true">
      {children}
    </span>
  );
}

/** Pages of a list as links, so every page can be reloaded, bookmarked and shared. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
  middle = 'numbers',
  edges = ['Previous', 'Next'],
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul
        className={`join rounded-field bg-base-100 shadow-sm ring-1 ring-base-300/60 ${middle === 'count' ? 'items-center' : ''}`}
      >
        <li>
          <Edge to={page > 1 ? hrefFor(page - 1) : null} rel="prev">
            <HiChevronLeft aria-hidden="true" /> {edges[0]}
          </Edge>
        </li>
        {middle === 'count' ? (
          <li className="px-3 text-sm tabular-nums text-base-content/80" aria-current="page">
            Page {page} of {pageCount}
          </li>
        ) : (
          pageWindow(page, pageCount).map((p, i) =>
            p === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${i}`} className="join-item hidden items-center px-2 text-base-content/60 sm:flex">
                …
              </li>
            ) : (
              <li key={p} className={p === page ? '' : 'hidden sm:block'}>
                <Link
                  to={hrefFor(p)}
                  className={`btn btn-sm sm:btn-md join-item ${p === page ? 'btn-primary' : 'btn-ghost'}`}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Page ${p}`}
                >
                  {p}
                </Link>
              </li>
            ),
          )
        )}
        <li>
          <Edge to={page < pageCount ? hrefFor(page + 1) : null} rel="next">
            {edges[1]} <HiChevronRight aria-hidden="true" />
          </Edge>
        </li>
      </ul>
    </nav>
  );
}
