import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type ProductsPaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page, keeping the search, category and order of the current one. */
  hrefFor?: (page: number) => string;
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

/** Pages are links (?page=n beside the search), so every page of the catalogue can be bookmarked and shared. */
export function ProductsPagination({ page, pageCount, hrefFor = paths.products.getHref }: ProductsPaginationProps) {
  if (pageCount <= 1) return null;
  const edge = 'btn btn-ghost btn-sm sm:btn-md join-item gap-1';

  return (
    <nav aria-label="Pages of products" className="mt-8 flex justify-center">
      <ul className="join rounded-field bg-base-100 shadow-sm ring-1 ring-base-300/60">
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
        {pageWindow(page, pageCount).map((p, i) =>
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
        )}
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
