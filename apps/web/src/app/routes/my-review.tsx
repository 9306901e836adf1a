import { reviewMessages } from '@teatree/shared/schemas/review';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Loading } from '../../components/ui/loading';
import { useProduct } from '../../features/products/api/get-product';
import { VerifyEmailNotice } from '../../features/profile/components/verify-email-notice';
import { MissingProduct } from '../../features/reviews/components/missing-product';
import { ReviewForm } from '../../features/reviews/components/review-form';
import { ReviewedProduct, ReviewedProductSkeleton } from '../../features/reviews/components/reviewed-product';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth';

/** /myreview/{id} (signed in, docs/product.md, departure 8): the tea on one side, the review form on the other. */
export default function MyReviewRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);

  let body: ReactNode;
  if (isError && !product) {
    body =
      error instanceof ApiError && error.status === 404 ? (
        <MissingProduct />
      ) : (
        <ErrorNotice message="This tea could not be loaded just now." onRetry={() => refetch()} />
      );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr] lg:gap-8">
        {isPending ? <ReviewedProductSkeleton /> : <ReviewedProduct product={product} />}
        <section aria-labelledby="review-form-heading" className="surface p-6 sm:p-8">
          <h2 id="review-form-heading" className="mb-1 text-2xl font-semibold">
            Your tasting notes
          </h2>
          <p className="mb-6 text-base-content/75">
            Tell other tea lovers what you found in the cup. Reviewing this tea again replaces your earlier review.
          </p>
          {isPending || !user ? (
            <Loading label="Loading the review form" className="flex flex-col gap-5">
              <div className="skeleton h-12 w-full" />
              <div className="skeleton h-36 w-full" />
              <div className="skeleton h-10 w-48" />
            </Loading>
          ) : !user.emailVerified ? (
            <VerifyEmailNotice email={user.email} message={reviewMessages.verifyFirst} form="the review form" />
          ) : (
            <ReviewForm productId={product._id} reviewer={{ name: user.name, email: user.email }} />
          )}
        </section>
      </div>
    );
  }

  return (
    <PageFrame
      id="my-review-heading"
      eyebrow="Reviews"
      title="Add a Review"
      tabTitle={product ? `Review ${product.name}` : 'Add a Review'}
      intro={<p>Honest words help other customers choose, and help us pick next season's teas.</p>}
    >
      {body}
    </PageFrame>
  );
}
