import { toasts } from '@teatree/shared/messages';
import type { SessionUser } from '@teatree/shared/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { HiArrowRight, HiCheckCircle } from 'react-icons/hi2';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useCreateProduct } from '../api/create-product';
import { ProductForm, type SavedValues } from './product-form';
import { emptyProduct, firstSizes } from './product-form-parts';
import type { SizedFields } from './use-sizes';

type Added = { id: string; name: string };

function AddedNotice({ added }: { added: Added }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form starts again below; the notice takes the focus (and the eye) so the news is not missed.
  // Each new tea mounts a new notice (keyed by its id), so this runs once per tea.
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-4 rounded-box bg-leaf-50 p-5 ring-1 ring-secondary/50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary sm:flex-row sm:items-center sm:p-6"
    >
      <HiCheckCircle className="size-9 shrink-0 text-success" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-base-content">
          <span className="break-words">{added.name}</span> is now in the catalogue.
        </p>
        <p className="text-sm text-base-content/75">The form is empty again, ready for the next tea.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.product.getHref(added.id)} className="btn btn-primary btn-sm">
          View {added.name}
        </Link>
        <Link to={paths.products.getHref()} className="btn btn-outline btn-primary btn-sm gap-1">
          All products <HiArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

/** Add Product (docs/product.md): on an insertedId, the success toast; otherwise the failure toast (section 4). */
export function AddProductForm({ user }: { user: SessionUser }) {
  const createProduct = useCreateProduct();
  const [added, setAdded] = useState<Added | null>(null);

  // Made once: the form keeps its own rows after that, and starts again from a fresh set after each tea.
  const [sizesStart] = useState(firstSizes);

  /** The spec's fields with the sizes and the stock they agree with (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  const onSubmit = async (values: SavedValues, { sizes, stockedBy, stock }: SizedFields) => {
    setAdded(null);
    const { insertedId } = await createProduct.mutateAsync({ ...values, sizes, stockedBy, stock });
    if (!insertedId) {
      toast.error(toasts.productFailed);
      return false;
    }
    toast.success(toasts.productAdded);
    setAdded({ id: insertedId, name: values.name });
    return true;
  };

  return (
    <div className="flex flex-col gap-6">
      {added && <AddedNotice key={added.id} added={added} />}
      <div className="surface p-5 sm:p-8">
        <ProductForm
          defaultValues={emptyProduct()}
          sizesStart={sizesStart}
          creator={{ name: user.name, email: user.email, nameLabel: 'Your name', emailLabel: 'Your email' }}
          submitLabel="Add product"
          submittingLabel="Adding…"
          failureToast={toasts.productFailed}
          onSubmit={onSubmit}
        />
      </div>
    </div>
  );
}
