import { PageFrame } from '../../components/layout/page-frame';
import { CategoriesEditor } from '../../features/categories/components/categories-editor';

/**
 * Categories (admin, docs/decisions/0041-owner-kept-categories.md): the list the owner keeps, in the
 * order shoppers see it. The owner adds, renames and reorders categories, and retires one no tea uses.
 */
export default function CategoriesRoute() {
  return (
    <PageFrame
      id="categories-heading"
      eyebrow="Shop admin"
      title="Categories"
      align="start"
      intro={<p>The categories teas are filed under, in the order the shop offers them.</p>}
      headClassName="mb-8"
      className="max-w-3xl"
    >
      <CategoriesEditor />
    </PageFrame>
  );
}
