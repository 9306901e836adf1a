import { PageTitle } from '../../components/seo/page-title';
import { SectionHeading } from '../../components/ui/section-heading';
import { ManageReviews } from '../../features/reviews/components/manage-reviews';

export default function ManageReviewRoute() {
  return (
    <div className="page-container py-12 sm:py-16">
      <PageTitle title="Manage All Reviews" />
      <div className="mb-10">
        <SectionHeading as="h1" id="manage-reviews-heading" eyebrow="Shop admin" title="Manage All Reviews">
          <p>Every review customers have written, newest first. Delete one that breaks the shop's rules.</p>
        </SectionHeading>
      </div>
      <ManageReviews />
    </div>
  );
}
