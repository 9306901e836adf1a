import type { Product } from '@teatree/shared/schemas/product';
import { HiOutlinePencilSquare, HiOutlineTrash } from 'react-icons/hi2';
import type { To } from 'react-router';
import { Link } from '../../../components/ui/link';

/** What an admin can do to a row; customers and visitors get a table without them. */
export type ProductActions = {
  editTo: (product: Product) => To;
  /** Remembered by the edit screen, so saving goes back to the same page of the table. */
  editState?: unknown;
  onDelete: (product: Product) => void;
  /** The tea being deleted just now: its buttons wait. */
  busyId: string | null;
};

/** The admin's Edit and Delete for a tea, in the table's row or under its card. */
export function RowActions({
  product,
  actions,
  stacked,
}: {
  product: Product;
  actions: ProductActions;
  stacked?: boolean;
}) {
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
