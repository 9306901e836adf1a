import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { useProducts } from '../../features/products/api/get-products';
import { ProductsPagination } from '../../features/products/components/products-pagination';
import { ProductsTable, ProductsTableSkeleton } from '../../features/products/components/products-table';

const PAGE_SIZE = 20;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function ProductsRoute() {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const { data, isPending, isError, isPlaceholderData, refetch } = useProducts({
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="page-container py-12 sm:py-16">
      <PageTitle title={page > 1 ? `Products, page ${page}` : 'Products'} />
      <div className="mb-10">
        <SectionHeading as="h1" id="products-heading" eyebrow="The whole catalogue" title="Our teas">
          <p>
            Every tea we sell, with its price, what is in stock and the smallest order we can pack.
            {data && data.total > 0 && ` ${data.total} teas in all.`}
          </p>
        </SectionHeading>
      </div>

      {isError && !data ? (
        <ErrorNotice message="Our teas could not be loaded just now." onRetry={() => refetch()} />
      ) : isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Loading teas
          </span>
          <ProductsTableSkeleton rows={8} />
        </div>
      ) : data.products.length === 0 ? (
        <p className="text-center text-base-content/75">
          {page > 1 ? 'This page is empty. ' : 'New teas are on their way; please look again soon.'}
          {page > 1 && (
            <Link className="link link-primary" to={paths.products.getHref()}>
              Back to the first page
            </Link>
          )}
        </p>
      ) : (
        <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
          <ProductsTable products={data.products} />
          <ProductsPagination page={page} pageCount={pageCount} />
        </div>
      )}
    </div>
  );
}
