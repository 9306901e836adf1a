import { cutText, TABLE_DESCRIPTION_CUT } from '@teatree/shared/constants';
import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import type { ReactNode } from 'react';
import { HiOutlinePencilSquare, HiOutlineTrash } from 'react-icons/hi2';
import type { To } from 'react-router';
import { CategoryBadge } from '../../../components/product/category-badge';
import { ProductPhoto } from '../../../components/product/product-photo';
import { isSoldOut, SoldOutBadge } from '../../../components/product/sold-out';
import { Link } from '../../../components/ui/link';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { paths } from '../../../config/paths';

/** What an admin can do to a row; customers and visitors get a table without them. */
export type ProductActions = {
  editTo: (product: Product) => To;
  /** Remembered by the edit screen, so saving goes back to the same page of the table. */
  editState?: unknown;
  onDelete: (product: Product) => void;
  /** The tea being deleted just now: its buttons wait. */
  busyId: string | null;
};

type ProductsTableProps = {
  products: Product[];
  actions?: ProductActions;
  /** The cart's button for a tea, put in by the page beside the tea's Order link. */
  cartAction?: (product: Product) => ReactNode;
};

/** Everyone's way to a tea from its row: its page (to order it), and the cart. */
function OrderActions({
  product,
  cartAction,
  stacked,
}: {
  product: Product;
  cartAction?: (product: Product) => ReactNode;
  stacked?: boolean;
}) {
  return (
    <div className={`flex gap-2 ${stacked ? '' : 'justify-end'}`}>
      <Link to={paths.product.getHref(product._id)} className={`btn btn-primary btn-sm ${stacked ? 'flex-1' : ''}`}>
        Order<span className="sr-only"> {product.name}</span>
      </Link>
      {cartAction?.(product)}
    </div>
  );
}

/** A tea's photo, leading to its page; the name beside it says the same, so screen readers skip it. */
function PhotoLink({ product, size }: { product: Product; size: 'sm' | 'md' }) {
  const px = size === 'sm' ? 64 : 80;
  return (
    <Link to={paths.product.getHref(product._id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
      <ProductPhoto
        photo={product.photo}
        sizes={`${px}px`}
        width={px}
        height={px}
        className={`${size === 'sm' ? 'size-14' : 'size-20'} rounded-field bg-leaf-50 object-cover`}
      />
    </Link>
  );
}

function NameLink({ product }: { product: Product }) {
  return (
    <Link to={paths.product.getHref(product._id)} className="link-hover hover:text-primary">
      {product.name}
    </Link>
  );
}

function RowActions({ product, actions, stacked }: { product: Product; actions: ProductActions; stacked?: boolean }) {
  const busy = actions.busyId === product._id;
  // In the table's narrow widths the buttons show their icons only; the name always says it all.
  const label = stacked ? '' : 'hidden xl:inline';
  const size = stacked ? 'btn-sm flex-1' : 'btn-sm';
  return (
    <div className={`flex gap-2 ${stacked ? '' : 'justify-end'}`}>
      <Link
        to={actions.editTo(product)}
        state={actions.editState}
        aria-label={`Edit ${product.name}`}
        title={stacked ? undefined : 'Edit'}
        className={`btn btn-outline btn-primary gap-1.5 ${size} ${busy ? 'btn-disabled' : ''}`}
        aria-disabled={busy || undefined}
      >
        <HiOutlinePencilSquare className="size-4" aria-hidden="true" />
        <span className={label}>Edit</span>
      </Link>
      <button
        type="button"
        aria-label={`Delete ${product.name}`}
        title={stacked ? undefined : 'Delete'}
        className={`btn btn-outline btn-error gap-1.5 ${size}`}
        disabled={busy}
        aria-haspopup="dialog"
        onClick={() => actions.onDelete(product)}
      >
        {busy ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <HiOutlineTrash className="size-4" aria-hidden="true" />
        )}
        <span className={label}>Delete</span>
      </button>
    </div>
  );
}

/**
 * A real table from 640 px up; below that the same rows as stacked cards, because a phone should never
 * scroll sideways. Only one of the two is displayed, so assistive technology meets only one.
 */
export function ProductsTable({ products, actions, cartAction }: ProductsTableProps) {
  // The admin's buttons take room: the description gets its own column only on wider screens then.
  const descriptionColumn = actions ? 'hidden lg:table-cell' : 'hidden md:table-cell';
  const descriptionUnderName = actions ? 'lg:hidden' : 'md:hidden';
  return (
    <>
      <div className="hidden overflow-hidden surface sm:block">
        <table className="table">
          <caption className="sr-only">All TeaTree teas with their price, stock and minimum order</caption>
          <thead className="bg-base-200/70 text-sm text-base-content/80">
            <tr>
              <th scope="col">
                <span className="sr-only">Photo</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col" className="hidden lg:table-cell">
                Brand
              </th>
              <th scope="col">Category</th>
              <th scope="col" className="text-right">
                Price
              </th>
              <th scope="col" className="text-right">
                Stock
              </th>
              <th scope="col" className="text-right">
                Min. order
              </th>
              <th scope="col" className={descriptionColumn}>
                Description
              </th>
              <th scope="col" className="text-right">
                <span className="sr-only">Order</span>
              </th>
              {actions && (
                <th scope="col" className="text-right">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product._id} className="hover:bg-base-200/50">
                <td className="w-20 min-w-20">
                  <PhotoLink product={product} size="sm" />
                </td>
                <th scope="row" className="font-semibold">
                  <NameLink product={product} />
                  <span className="block text-xs font-normal text-base-content/70 lg:hidden">{product.brand}</span>
                  <span
                    className={`mt-1 block max-w-56 text-xs font-normal text-base-content/70 ${descriptionUnderName}`}
                  >
                    {cutText(product.description, TABLE_DESCRIPTION_CUT)}
                  </span>
                </th>
                <td className="hidden lg:table-cell">{product.brand}</td>
                <td>
                  <CategoryBadge category={product.category} />
                </td>
                <td className="text-right font-semibold text-primary tabular-nums">{formatPrice(product.price)}</td>
                <td className="text-right tabular-nums">
                  {product.quantity}
                  {isSoldOut(product) && (
                    <span className="mt-1 block">
                      <SoldOutBadge />
                    </span>
                  )}
                </td>
                <td className="text-right tabular-nums">{product.minOrder}</td>
                <td
                  className={`max-w-72 text-sm text-base-content/75 ${descriptionColumn}`}
                  title={product.description}
                >
                  {cutText(product.description, TABLE_DESCRIPTION_CUT)}
                </td>
                <td>
                  <OrderActions product={product} cartAction={cartAction} />
                </td>
                {actions && (
                  <td>
                    <RowActions product={product} actions={actions} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-4 sm:hidden">
        {products.map((product) => (
          <li key={product._id}>
            <article className="surface p-4">
              <div className="flex gap-4">
                <PhotoLink product={product} size="md" />
                <div className="min-w-0 flex-1">
                  <h2 className="text-lg font-semibold leading-snug">
                    <NameLink product={product} />
                  </h2>
                  <p className="text-sm text-base-content/70">{product.brand}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <CategoryBadge category={product.category} />
                    {isSoldOut(product) && <SoldOutBadge />}
                  </div>
                </div>
              </div>
              <dl className="mt-4 grid grid-cols-3 gap-2 rounded-field bg-base-200/70 p-3 text-center">
                <div>
                  <dt className="text-xs text-base-content/70">Price</dt>
                  <dd className="font-semibold text-primary">{formatPrice(product.price)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-base-content/70">Stock</dt>
                  <dd className="font-semibold tabular-nums">{product.quantity}</dd>
                </div>
                <div>
                  <dt className="text-xs text-base-content/70">Min. order</dt>
                  <dd className="font-semibold tabular-nums">{product.minOrder}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm leading-relaxed text-base-content/75">
                {cutText(product.description, TABLE_DESCRIPTION_CUT)}
              </p>
              <div className="mt-4 flex flex-col gap-2">
                <OrderActions product={product} cartAction={cartAction} stacked />
                {actions && <RowActions product={product} actions={actions} stacked />}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ProductsTableSkeleton({ rows }: { rows: number }) {
  return (
    <TableSkeleton
      rows={rows}
      lead="size-14 shrink-0"
      lines={['w-1/3', 'w-2/3']}
      trailing={['hidden h-4 w-16 sm:block']}
    />
  );
}
