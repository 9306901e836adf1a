import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { ArrowLink } from '../../components/ui/arrow-link';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { useProduct } from '../../features/products/api/get-product';
import { AllReviews } from '../../features/reviews/components/all-reviews';
import { TeaReviews } from '../../features/reviews/components/tea-reviews';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * The review wall (docs/product.md): every review under 'What Our Customer Says', or one tea's with
 * ?product={id}. The page is drawn at build time without the filter, so the filter is read once the
 * page has taken over.
 */
export default function ReviewRoute() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const productId = hydrated ? searchParams.get('product') : null;
  const { data: product } = useProduct(productId ?? '', { enabled: Boolean(productId) });
  return (
    <>
      <PageTitle title="Reviews" />
      <section aria-labelledby="review-intro-heading" className="bg-base-100">
        <div className="page-container flex flex-col items-center gap-6 py-14 text-center sm:py-20">
          <SectionHeading as="h1" id="review-intro-heading" eyebrow="Your voice" title="Tea tastes better shared">
            <p>
              Every review on this page comes from a customer who brewed our tea at home. Tried one of our teas? Pick it
              from the shop and tell the next tea lover what you found in the cup.
            </p>
          </SectionHeading>
          <ArrowLink to={paths.products.getHref()} className="btn btn-primary btn-lg gap-2 px-8">
            Review
          </ArrowLink>
        </div>
      </section>
      {productId ? (
        <TeaReviews productId={productId} product={product} />
      ) : (
        <section aria-labelledby="customer-reviews-heading" className="py-14 sm:py-20">
          <div className="page-container flex flex-col gap-10">
            <SectionHeading id="customer-reviews-heading" title="What Our Customer Says" />
            <AllReviews />
          </div>
        </section>
      )}
    </>
  );
}
