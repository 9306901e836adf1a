import type { Product } from '@teatree/shared/schemas/product';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useReviews } from '../api/get-reviews';
import { ProductRating } from './product-rating';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';

const LATEST = 3;

/** Where all of one tea's reviews are: the review wall, filtered to it. */
export const teaReviewsHref = (productId: string) =>
  `${paths.review.getHref()}?product=${encodeURIComponent(productId)}`;

/**
 * A tea's reviews on its page (docs/product.md): its average and count, the latest three, and the way
 * to all of them and to writing one.
 */
export function ProductReviews({ product }: { product: Product }) {
  const { data, isPending, isError, refetch } = useReviews({ limit: LATEST, productId: product._id });
  const total = data?.total ?? product.reviewCount;

  return (
    <section aria-labelledby="tea-reviews-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="tea-reviews-heading" className="text-2xl font-semibold sm:text-3xl">
            Reviews
          </h2>
          <ProductRating rating={product.rating} reviewCount={product.reviewCount} className="text-base" />
        </div>
        <div className="flex flex-wrap gap-2">
          {total > LATEST && (
            <Link to={teaReviewsHref(product._id)} className="btn btn-outline btn-primary btn-sm sm:btn-md">
              See all {total} reviews
            </Link>
          )}
          <Link to={paths.myReview.getHref(product._id)} className="btn btn-ghost btn-sm text-primary sm:btn-md">
            Write a review
          </Link>
        </div>
      </div>
      {isError && !data ? (
        <ErrorNotice message="Reviews could not be loaded just now." onRetry={() => void refetch()} />
      ) : isPending ? (
        <ReviewGridSkeleton count={LATEST} />
      ) : data.reviews.length === 0 ? (
        <p className="surface p-6 text-center text-base-content/75">
          No reviews yet. Brewed it at home? Yours could be the first.
        </p>
      ) : (
        <ReviewGrid reviews={data.reviews} />
      )}
    </section>
  );
}
