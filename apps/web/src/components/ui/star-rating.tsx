import { HiMiniStar } from './page-icons';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {STARS.map((star) => (
        <HiMiniStar
          key={star}
          aria-hidden="true"
          className={`size-5 ${star <= rating ? 'text-accent' : 'text-base-300'}`}
        />
      ))}
    </div>
  );
}
