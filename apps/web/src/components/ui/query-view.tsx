import type { ReactNode } from 'react';
import { isAuthFailure } from '../../lib/auth-failure';
import { ErrorNotice } from './error-notice';
import { Loading } from './loading';

type QueryViewProps<T> = {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** Said where the answer would be when it could not come ("Your orders could not be loaded just now."). */
  failure: string;
  /** Read out while it comes ("Loading your orders"). */
  loading: string;
  /** Drawn while it comes, in the answer's shape. */
  skeleton: ReactNode;
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
};

/**
 * What a screen shows of one query: the answer; its skeleton until it comes; or a notice to try again
 * when it could not come. A refusal of the session shows nothing, as the page is on its way to /login
 * (lib/auth-failure.ts).
 */
export function QueryView<T>({ query, failure, loading, skeleton, skeletonClassName, children }: QueryViewProps<T>) {
  if (query.isError && query.data === undefined) {
    return isAuthFailure(query.error) ? null : <ErrorNotice message={failure} onRetry={() => query.refetch()} />;
  }
  if (query.data === undefined) {
    return (
      <Loading label={loading} className={skeletonClassName}>
        {skeleton}
      </Loading>
    );
  }
  return children(query.data);
}
