import { ArrowLink } from '../../../components/ui/arrow-link';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';

// docs/product.md, "Business constants": static figures, not computed from the shop's data.
const stats = [
  { value: '73M+', label: 'Products sold' },
  { value: '1K+', label: 'Stores' },
  { value: '40+', label: 'Partnerships' },
  { value: '22+', label: 'Countries' },
] as const;

export function AboutTeaser() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-base-100 py-16 sm:py-24">
      <div className="page-container grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start gap-6">
          <SectionHeading id="about-heading" eyebrow="Our story" title="About TeaTree" align="start">
            <p>
              What began in 1995 as a single stall of loose-leaf tea is now a family of growers, blenders and tea
              lovers. We still buy only from organic gardens we have visited ourselves, and we still taste every batch
              before it reaches you.
            </p>
          </SectionHeading>
          <ArrowLink to={paths.about.getHref()} className="btn btn-outline btn-primary gap-2">
            More about us
          </ArrowLink>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="stat place-items-center rounded-box border-0 bg-base-200 px-4 py-7 ring-1 ring-base-300/60"
            >
              <dt className="stat-title order-2 text-sm whitespace-normal text-base-content/75 sm:text-base">
                {stat.label}
              </dt>
              <dd className="stat-value order-1 font-display text-4xl font-semibold text-primary sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
