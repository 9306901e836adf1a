import { PageFrame } from '../../components/layout/page-frame';
import { PageSpinner } from '../../components/ui/spinner';
import { AddProductForm } from '../../features/products/components/add-product-form';
import { useSession } from '../../lib/auth';

/**
 * The Add Product screen (docs/product.md), titled like the menu entry that leads here (Add Items). For admins: the
 * guard in the router lets only them in.
 */
export default function AddItemsRoute() {
  const { user } = useSession();

  return (
    <PageFrame
      id="add-product-heading"
      eyebrow="Shop admin"
      title="Add Items"
      intro={
        <p>Add a new product to the catalogue. Every field is needed; the photo uploads as soon as you choose it.</p>
      }
      headClassName="mb-8 sm:mb-10"
    >
      {user ? <AddProductForm user={user} /> : <PageSpinner label="Checking your session" />}
    </PageFrame>
  );
}
