import aboutHeroUrl from '../../../assets/art/about-hero.svg';
import { ArtImage } from '../../../components/ui/art-image';

export function AboutHero() {
  return (
    <section aria-labelledby="about-page-heading">
      {/* The text below tells the story; the banner only sets the scene. */}
      <ArtImage src={aboutHeroUrl} size={[1440, 500]} first className="h-56 w-full object-cover sm:h-72 lg:h-[26rem]" />
      <div className="page-container relative -mt-16 sm:-mt-24">
        <div className="grid gap-6 rounded-box bg-base-100 p-7 shadow-md ring-1 ring-base-300/60 sm:p-12 lg:grid-cols-[1fr_1.5fr] lg:gap-12">
          <div className="flex flex-col gap-3">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-ink">Since 1995</p>
            <h1 id="about-page-heading" className="text-4xl font-semibold leading-tight sm:text-5xl">
              About TeaTree
            </h1>
          </div>
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-base-content/75">
            <p>
              We started with one small stall, a few tins of loose leaves and a kettle that never cooled down. Almost
              thirty years later we still do the same thing, only for more people: we find organic gardens that grow tea
              patiently, we taste what they pick, and we send you only the harvests we would happily drink ourselves.
            </p>
            <p>
              Our growers are paid fairly and on time, our tins are recyclable, and every order is packed by people who
              know the difference between a first and a second flush.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
