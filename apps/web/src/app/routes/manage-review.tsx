import { PageFrame } from '../../components/layout/page-frame';
import { ManageReviews } from '../../features/reviews/components/manage-reviews';

export default function ManageReviewRoute() {
  return (
    <PageFrame
      id="manage-reviews-heading"
      eyebrow="Shop admin"
      title="Manage All Reviews"
      intro={<p>Every review customers have written, newest first. Delete one that breaks the shop's rules.</p>}
    >
      <ManageReviews />
    </PageFrame>
  );
}
