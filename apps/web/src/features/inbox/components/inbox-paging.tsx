import type { ReactNode } from 'react';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { Link } from '../../../components/ui/link';

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

/** The Inbox's pages as links, newer messages before, older after, so Back and a reload keep the page. */
export function InboxPaging({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of messages" className="mt-6 flex justify-center">
      <ul className="join items-center rounded-field bg-base-100 shadow-sm ring-1 ring-base-300/60">
        <li>
          <Edge to={page > 1 ? hrefFor(page - 1) : null} rel="prev">
            <HiChevronLeft aria-hidden="true" /> Newer
          </Edge>
        </li>
        <li className="px-3 text-sm tabular-nums text-base-content/80" aria-current="page">
          Page {page} of {pageCount}
        </li>
        <li>
          <Edge to={page < pageCount ? hrefFor(page + 1) : null} rel="next">
            Older <HiChevronRight aria-hidden="true" />
          </Edge>
        </li>
      </ul>
    </nav>
  );
}
