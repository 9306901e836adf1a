import type { ReactNode } from 'react';
import { isAuthFailure } from '../../lib/auth-failure';
import { ErrorNotice } from './error-notice';
import { Loading } from './loading';

type QueryViewProps<T> = {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** Drawn while it comes, in the answer's shape. */
  skeleton: ReactNode;
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
} & (
  | {
      /**
       * What comes, as a sentence names it ("your orders"): read out while it comes ("Loading your
       * orders"), and said where it would be when it could not come ("Your orders could not be loaded
       * just now.").
       */
      subject: string;
      failure?: never;
      loading?: never;
    }
  | {
      /** Said where the answer would be when it could not come, where `subject` would not word it. */
      failure: string;
      /** Read out while it comes. */
      loading: string;
      subject?: never;
    }
);

/**
 * What a screen shows of one query: the answer; its skeleton until it comes; or a notice to try again
 * when it could not come. A refusal of the session shows nothing, as the page is on its way to /login
 * (lib/auth-failure.ts).
 */
export function QueryView<T>({ query, skeleton, skeletonClassName, children, ...words }: QueryViewProps<T>) {
  const { failure, loading } = words.subject === undefined ? words : wordsFor(words.subject);
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

function wordsFor(subject: string) {
  return {
    failure: `${subject.charAt(0).toUpperCase()}${subject.slice(1)} could not be loaded just now.`,
    loading: `Loading ${subject}`,
  };
}
