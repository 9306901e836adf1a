import type { Product } from '@teatree/shared/schemas/product';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ArrowLink } from '../../components/ui/arrow-link';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Loading } from '../../components/ui/loading';
import { Pagination } from '../../components/ui/pagination';
import { SectionHeading } from '../../components/ui/section-heading';
import { TableSkeleton } from '../../components/ui/table-skeleton';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import { filterQuery } from '../../features/products/api/catalogue-query';
import { useDeleteProduct } from '../../features/products/api/delete-product';
import { useCatalogueFacets } from '../../features/products/api/get-facets';
import { useProducts } from '../../features/products/api/get-products';
import { CatalogueFilters } from '../../features/products/components/catalogue-filters';
import { CatalogueEmpty, CatalogueSummary } from '../../features/products/components/catalogue-status';
import type { ProductActions } from '../../features/products/components/product-row-actions';
import { PRODUCT_ROWS, ProductsTable } from '../../features/products/components/products-table';
import {
  type CatalogueSearch,
  catalogueHref,
  catalogueQuery,
  changedSearch,
  filtersOf,
  NO_PANEL_FILTERS,
  readCatalogueSearch,
} from '../../features/products/utils/catalogue-search';
import { useDialogSubject } from '../../hooks/use-dialog-subject';
import { useDrawnInSlices } from '../../hooks/use-drawn-in-slices';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { useAuthFailure } from '../../lib/auth-failure';
import { failureMessage } from '../../lib/form-errors';

const PAGE_SIZE = 20;

const cartAction = (product: Product) => (
  <AddToCartButton tea={product} compact className="btn-outline btn-primary btn-sm btn-square" />
);

/** Marks a history entry made by typing a search, so the next pause in typing replaces it. */
type TypingState = { catalogueTyping: true };
const isTyping = (state: unknown) => (state as TypingState | null)?.catalogueTyping === true;

export default function ProductsRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const search = readCatalogueSearch(searchParams);
  const filters = filtersOf(search);
  const { isAdmin } = useSession();
  const { data, isError, isPlaceholderData, refetch } = useProducts({
    q: filters.q,
    filters: filterQuery(filters),
    limit: PAGE_SIZE,
    offset: (search.page - 1) * PAGE_SIZE,
    sort: search.sort,
  });
  // How many teas each filter's choices would list, the other filters kept.
  const facets = useCatalogueFacets(filters);
  const matching =
    data && !isPlaceholderData ? data.total : facets.data && !facets.isPlaceholderData ? facets.data.total : undefined;
  const shown = useDrawnInSlices(data);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const deleteProduct = useDeleteProduct();
  const onAuthFailure = useAuthFailure();
  const deleting = useDialogSubject<Product>();

  const update = (change: Partial<CatalogueSearch>, { typing = false } = {}) => {
    const next = changedSearch(search, change);
    navigate(`?${catalogueQuery(next)}`, {
      // One search typed with pauses is one step back, not one per pause.
      replace: typing && isTyping(location.state),
      state: typing ? ({ catalogueTyping: true } satisfies TypingState) : null,
      preventScrollReset: true,
    });
  };
  const clearFilters = () => update({ q: '', category: '', ...NO_PANEL_FILTERS });

  // A page past the end (the last tea of the last page deleted, or an old link) moves to the last page.
  const pastTheEnd = Boolean(data && !isPlaceholderData && data.products.length === 0 && search.page > pageCount);
  useEffect(() => {
    if (pastTheEnd) navigate(`?${catalogueQuery({ ...search, page: pageCount })}`, { replace: true });
  }, [pastTheEnd, pageCount, search, navigate]);

  const onConfirmDelete = () => {
    if (!deleting.subject || !deleting.open) return;
    const { _id, name } = deleting.subject;
    deleteProduct.mutate(_id, {
      onSuccess: () => {
        toast.success(`${name} is deleted from the catalogue`);
        deleting.close();
      },
      onError: async (failure) => {
        deleting.close();
        if (await onAuthFailure(failure)) return;
        toast.error(failureMessage(failure, `${name} could not be deleted just now`));
        if (failure instanceof ApiError && failure.status === 404) void refetch();
      },
    });
  };

  const actions: ProductActions | undefined = isAdmin
    ? {
        editTo: (product) => paths.editProduct.getHref(product._id),
        editState: { from: location.pathname + location.search },
        onDelete: deleting.ask,
        busyId: deleteProduct.isPending ? (deleteProduct.variables ?? null) : null,
      }
    : undefined;

  const title = search.page > 1 ? `Products, page ${search.page}` : 'Products';

  return (
    <div className="page-container py-12 sm:py-16">
      <PageTitle title={title} />
      <div className="mb-8 flex flex-col gap-6 sm:mb-10">
        <SectionHeading as="h1" id="products-heading" eyebrow="The whole catalogue" title="Our teas">
          <p>Every tea we sell, with its price, what is in stock and the smallest order we can pack.</p>
        </SectionHeading>
        {isAdmin && (
          <div className="flex justify-center">
            <ArrowLink to={paths.addItems.getHref()} className="btn btn-primary btn-sm gap-1.5 sm:btn-md">
              Add a new tea
            </ArrowLink>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-5">
        <CatalogueFilters
          search={search}
          facets={facets.data}
          facetsUpdating={facets.isPlaceholderData}
          facetsFailed={facets.isError}
          matching={matching}
          onChange={update}
          onClear={clearFilters}
        />
        <CatalogueSummary
          search={search}
          total={data?.total}
          shown={data?.products.length ?? 0}
          pageSize={PAGE_SIZE}
          updating={isPlaceholderData}
        />

        {isError && !data ? (
          <ErrorNotice message="Our teas could not be loaded just now." onRetry={() => refetch()} />
        ) : !shown ? (
          <Loading label="Loading teas">
            <TableSkeleton rows={8} {...PRODUCT_ROWS} />
          </Loading>
        ) : shown.products.length === 0 ? (
          pastTheEnd ? null : (
            <CatalogueEmpty search={search} onClear={clearFilters} />
          )
        ) : (
          <div
            className={`transition-opacity duration-150 ${isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={isPlaceholderData}
          >
            <ProductsTable products={shown.products} actions={actions} cartAction={cartAction} />
            <Pagination
              page={search.page}
              pageCount={pageCount}
              hrefFor={(page) => catalogueHref({ ...search, page })}
              label="Pages of products"
            />
          </div>
        )}
      </div>

      <ConfirmDialog
        open={deleting.open}
        title="Delete this tea?"
        confirmLabel="Delete"
        busy={deleteProduct.isPending}
        onConfirm={onConfirmDelete}
        onClose={deleting.close}
      >
        <p>
          <strong className="text-base-content">{deleting.subject?.name}</strong> leaves the catalogue and can no longer
          be ordered. Orders and reviews already made keep their copy of it. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
