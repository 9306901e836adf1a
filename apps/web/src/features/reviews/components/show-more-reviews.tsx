/* Its own file: the home page shows reviews without it. */
/** The button under a list of reviews that asks for the next page, while there is one. */
export function ShowMoreReviews({
  hasNextPage,
  loading,
  onMore,
}: {
  hasNextPage: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <button type="button" className="btn btn-outline btn-primary" onClick={onMore} disabled={loading}>
      {loading ? 'Loading…' : 'Show more reviews'}
    </button>
  );
}
