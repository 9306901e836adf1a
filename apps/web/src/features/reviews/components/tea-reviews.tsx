import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { AllReviews } from './all-reviews';

/** One tea's reviews (/review?product={id}): its name as the heading (once the page has it), and the way back to all. */
export function TeaReviews({ productId, product }: { productId: string; product: { name: string } | undefined }) {
  return (
    <section aria-labelledby="tea-reviews-heading" className="py-14 sm:py-20">
      <div className="page-container flex flex-col gap-10">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="tea-reviews-heading" className="text-3xl font-semibold sm:text-4xl">
            {product ? `Reviews of ${product.name}` : 'Reviews of this tea'}
          </h2>
          <div className="flex flex-wrap justify-center gap-2">
            {product && (
              <Link to={paths.product.getHref(productId)} className="btn btn-outline btn-primary btn-sm">
                See the tea
              </Link>
            )}
            <Link to={paths.review.getHref()} className="btn btn-ghost btn-sm text-primary">
              All reviews
            </Link>
          </div>
        </div>
        <AllReviews productId={productId} />
      </div>
    </section>
  );
}
