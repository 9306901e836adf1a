import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { Link } from 'react-router';

type OrdersPaginationProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
};

/** Previous and next as links (?page=n), so a page of orders can be reloaded or bookmarked. */
export function OrdersPagination({ page, pageCount, hrefFor, label }: OrdersPaginationProps) {
  if (pageCount <= 1) return null;
  const edge = 'btn btn-ghost btn-sm sm:btn-md join-item gap-1';
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="join items-center rounded-field bg-base-100 shadow-sm ring-1 ring-base-300/60">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={edge} rel="prev">
              <HiChevronLeft aria-hidden="true" /> Previous
            </Link>
          ) : (
            <span className={`${edge} btn-disabled`} aria-disabled="true">
              <HiChevronLeft aria-hidden="true" /> Previous
            </span>
          )}
        </li>
        <li className="join-item px-3 text-sm tabular-nums text-base-content/80" aria-current="page">
          Page {page} of {pageCount}
        </li>
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={edge} rel="next">
              Next <HiChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span className={`${edge} btn-disabled`} aria-disabled="true">
              Next <HiChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
