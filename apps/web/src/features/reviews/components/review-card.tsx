import type { Review } from '@teatree/shared/schemas/review';
import type { ReactNode } from 'react';
import { ProductThumb } from '../../../components/product/product-photo';
import { HiCheckCircle } from '../../../components/ui/shell-icons';
import { SkeletonItem } from '../../../components/ui/skeleton-item';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatDate } from '../../../lib/dates';

/** The author paid for this tea (docs/decisions/0006-reviews.md). */
function VerifiedBuyer() {
  return (
    <p className="flex items-center gap-1 text-xs font-semibold text-primary">
      <HiCheckCircle className="size-4 shrink-0" aria-hidden="true" />
      Verified buyer
    </p>
  );
}

/**
 * One customer's words about one tea; the same card on Home, on /review and on Manage Reviews
 * (docs/product.md, "Screens and routes"), where `action` holds the delete button. Every part of it is text: React escapes
 * whatever a reviewer typed, markup included.
 */
export function ReviewCard({ review, action }: { review: Review; action?: ReactNode }) {
  const date = formatDate(review.createdAt);

  return (
    <article className="flex h-full flex-col gap-4 surface p-6">
      <header className="flex items-center gap-3">
        {/* The name beside the photo says who this is, so both pictures here are decorative. */}
        <UserAvatar image={review.userPhoto} size={48} className="size-12 ring-2 ring-leaf-100" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-sans text-base font-semibold">{review.user}</h3>
          {review.verifiedBuyer && <VerifiedBuyer />}
          {/* Masked on public pages, whole on Manage Reviews; gone once the author deleted their account. */}
          {review.email && <p className="truncate text-sm text-base-content/70">{review.email}</p>}
        </div>
        {action}
      </header>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        {date && (
          <time dateTime={review.createdAt} className="text-xs text-base-content/70">
            {date}
          </time>
        )}
      </div>

      <blockquote className="flex-1 leading-relaxed text-base-content/90">
        <p className="whitespace-pre-line wrap-anywhere">“{review.review}”</p>
      </blockquote>

      <footer className="flex items-center gap-3 rounded-field bg-base-200/80 p-2.5">
        <ProductThumb photo={review.photo} px={48} className="size-12 shrink-0" />
        <p className="min-w-0">
          <span className="block text-xs text-base-content/70">Reviewed tea</span>
          <span className="block truncate font-semibold">{review.name}</span>
        </p>
      </footer>
    </article>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-4 surface p-6" aria-hidden="true">
      <div className="flex items-center gap-3">
        <SkeletonItem lead="size-12 shrink-0 rounded-full" lines={['h-4 w-1/2', 'h-3 w-2/3']} />
      </div>
      <div className="skeleton h-5 w-28" />
      <div className="skeleton h-4 w-full" />
      <div className="skeleton h-4 w-5/6" />
      <div className="skeleton h-16 w-full" />
    </div>
  );
}
