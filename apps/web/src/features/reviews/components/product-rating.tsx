import { RATING_MAX } from '@teatree/shared/constants';
import { HiMiniStar } from '../../../components/ui/page-icons';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

type ProductRatingProps = {
  /** The average rating (one decimal), or null while the product has no reviews. */
  rating: number | null;
  reviewCount: number;
  /** What to show without reviews: "No reviews yet", or nothing. */
  whenNone?: 'text' | 'nothing';
  className?: string;
};

/**
 * A product's standing with its reviewers, for product cards and the purchase page: stars filled to
 * the average, then "4.5 (12)". Screen readers hear one sentence instead of the pieces.
 */
export function ProductRating({ rating, reviewCount, whenNone = 'text', className = '' }: ProductRatingProps) {
  if (rating === null || reviewCount === 0) {
    if (whenNone === 'nothing') return null;
    return <p className={`text-sm text-base-content/70 ${className}`}>No reviews yet</p>;
  }
  const count = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={`flex items-center gap-1.5 text-sm ${className}`}>
      <span className="sr-only">
        Rated {rating} out of {RATING_MAX} from {count}
      </span>
      <span aria-hidden="true" className="flex">
        {STARS.map((star) => {
          const fill = Math.min(Math.max(rating - (star - 1), 0), 1);
          return (
            <span key={star} className="relative inline-block size-4">
              <HiMiniStar className="absolute inset-0 size-4 text-base-300" />
              {fill > 0 && (
                <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <HiMiniStar className="size-4 text-accent" />
                </span>
              )}
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="font-semibold tabular-nums">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-base-content/70 tabular-nums">
        ({reviewCount})
      </span>
    </p>
  );
}
