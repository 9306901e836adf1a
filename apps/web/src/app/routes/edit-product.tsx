import type { Product } from '@teatree/shared/schemas/product';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Link } from '../../components/ui/link';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAdminProduct } from '../../features/products/api/get-admin-product';
import { EditProductForm } from '../../features/products/components/edit-product-form';
import { ApiError } from '../../lib/api-client';

/** The products table passes its own address, so saving or cancelling returns to the same page and filters. */
function backHref(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(paths.products.path) ? from : paths.products.getHref();
}

export default function EditProductRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The administrators' read: the creator's address whole (the public read masks it).
  const { data: product, isPending, isError, error, refetch } = useAdminProduct(id);
  const back = backHref(location.state);

  const onSaved = (_saved: Product) => navigate(back);

  return (
    <PageFrame
      id="edit-product-heading"
      eyebrow="Shop admin"
      title="Edit product"
      tabTitle={product ? `Edit ${product.name}` : 'Edit product'}
      intro={
        <p>
          {product ? (
            <>
              Change what you need for <strong className="text-base-content">{product.name}</strong>; only the fields
              you touch are saved.
            </>
          ) : (
            'Change what you need; only the fields you touch are saved.'
          )}
        </p>
      }
      headClassName="mb-8 sm:mb-10"
    >
      {isPending ? (
        <PageSpinner label="Loading the tea" />
      ) : isError ? (
        error instanceof ApiError && error.status === 404 ? (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-box bg-base-100 p-8 text-center shadow-sm">
            <p className="text-base-content/80">This tea is no longer in the catalogue.</p>
            <Link to={back} className="btn btn-primary">
              Back to the products
            </Link>
          </div>
        ) : (
          <ErrorNotice message="This tea could not be loaded just now." onRetry={() => refetch()} />
        )
      ) : (
        <div className="surface p-5 sm:p-8">
          <EditProductForm
            key={product._id}
            product={product}
            onSaved={onSaved}
            cancelAction={
              <Link to={back} className="btn btn-ghost">
                Cancel
              </Link>
            }
          />
        </div>
      )}
    </PageFrame>
  );
}
