import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/** In place of the review form when the tea to review is not in the shop (any more). */
export function MissingProduct() {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-box bg-base-100 p-8 text-center shadow-sm"
    >
      <p className="text-lg font-semibold">We could not find this tea.</p>
      <p className="text-base-content/75">It may have left our shop. Pick another one to review.</p>
      <Link to={paths.products.getHref()} className="btn btn-primary">
        Browse our teas
      </Link>
    </div>
  );
}
