import { paths } from '../../config/paths';
import { Link } from '../ui/link';

/**
 * A tea's name in a list of lines (a cart's, an order's): a link to its page while the tea is on
 * sale, the name alone once it has gone.
 */
export function TeaName({ name, productId, className }: { name: string; productId: string | null; className: string }) {
  if (!productId) return name;
  return (
    <Link to={paths.product.getHref(productId)} className={className}>
      {name}
    </Link>
  );
}
