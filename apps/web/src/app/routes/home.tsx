import { HOME_PRODUCT_COUNT, HOME_REVIEW_COUNT } from '@teatree/shared/constants';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/seo/page-title';
import { ArrowLink } from '../../components/ui/arrow-link';
import { PageSection } from '../../components/ui/page-section';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import { AboutTeaser } from '../../features/home/components/about-teaser';
import { ExclusiveProducts } from '../../features/home/components/exclusive-products';
import { Hero } from '../../features/home/components/hero';
import { Partners } from '../../features/home/components/partners';
import { SupportBanner } from '../../features/home/components/support-banner';
import { LatestProducts } from '../../features/products/components/latest-products';
import { LatestReviews } from '../../features/reviews/components/latest-reviews';
import { ProductRating } from '../../features/reviews/components/product-rating';
import { whenNear } from '../../lib/when-near';

// The contact form sits at the bottom of the page: its code loads as the visitor nears it, and until
// then the drawn section stays as it is, its button disabled (docs/decisions/0017-pages-answer-at-once.md).
const ContactSection = lazy(() =>
  whenNear('contact')
    .then(() => import('../../features/contact/components/contact-section'))
    .then((m) => ({ default: m.ContactSection })),
);

export default function HomeRoute() {
  return (
    <>
      <PageTitle />
      <Hero />
      <ExclusiveProducts />
      <PageSection
        id="teas"
        eyebrow="Fresh from the gardens"
        title="Our newest teas"
        intro={<p>Picked this season and packed by hand. Order a tin, or tell others what you thought of it.</p>}
        action={
          <ArrowLink to={paths.products.getHref()} className="btn btn-outline btn-primary gap-2">
            See all teas
          </ArrowLink>
        }
      >
        <LatestProducts
          count={HOME_PRODUCT_COUNT}
          ratingOf={(product) => <ProductRating rating={product.rating} reviewCount={product.reviewCount} />}
          cartActionOf={(product) => (
            <AddToCartButton tea={product} className="btn-soft btn-primary btn-sm w-full sm:btn-md" />
          )}
        />
      </PageSection>
      <SupportBanner />
      <PageSection
        id="reviews"
        eyebrow="Kind words"
        title="From our tea drinkers"
        intro={<p>Honest notes from customers who brewed our teas at home.</p>}
        action={
          <ArrowLink to={paths.review.getHref()} className="btn btn-outline btn-primary gap-2">
            Read all reviews
          </ArrowLink>
        }
      >
        <LatestReviews count={HOME_REVIEW_COUNT} />
      </PageSection>
      <AboutTeaser />
      <Partners />
      <Suspense fallback={<div className="min-h-[44rem]" />}>
        <ContactSection />
      </Suspense>
    </>
  );
}
