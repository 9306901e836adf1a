import { PageTitle } from '../../components/seo/page-title';
import { ArrowLink } from '../../components/ui/arrow-link';
import { PageSection } from '../../components/ui/page-section';
import { paths } from '../../config/paths';
import { AboutCards } from '../../features/about/components/about-cards';
import { AboutHero } from '../../features/about/components/about-hero';

export default function AboutRoute() {
  return (
    <>
      <PageTitle title="About" />
      <AboutHero />
      <PageSection
        id="teams"
        eyebrow="How we can help"
        title="Talk to the right people"
        intro={<p>Three small teams, one promise: a real person who knows tea will answer you.</p>}
      >
        <AboutCards />
      </PageSection>
      <section aria-labelledby="journal-heading" className="pb-16 sm:pb-24">
        <div className="page-container">
          <div className="on-dark flex flex-col items-start gap-4 rounded-box bg-neutral p-8 text-neutral-content sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold uppercase tracking-[0.14em] text-secondary">From our journal</p>
              <h2 id="journal-heading" className="text-2xl font-semibold sm:text-3xl">
                10 Evidence-Based Benefits of Green Tea
              </h2>
            </div>
            <ArrowLink to={paths.blog.getHref()} className="btn btn-secondary shrink-0 gap-2">
              Read the article
            </ArrowLink>
          </div>
        </div>
      </section>
    </>
  );
}
