import heroUrl from '../../../assets/art/hero.svg';
import { ArrowLink } from '../../../components/ui/arrow-link';
import { ArtImage } from '../../../components/ui/art-image';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-[radial-gradient(ellipse_at_85%_0%,var(--color-leaf-100),transparent_55%)]"
    >
      <div className="page-container relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-base-100 px-4 py-1.5 text-sm font-semibold text-amber-ink shadow-sm ring-1 ring-base-300/70">
            Organic tea since 1995
          </p>
          <h1 id="hero-heading" className="text-4xl font-semibold leading-[1.1] sm:text-5xl lg:text-6xl">
            Slow-grown tea, <span className="text-primary">brewed for calm moments</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-base-content/75">
            Green, black and white teas from small organic gardens, picked by hand and packed fresh, so every cup tastes
            the way the grower meant it to.
          </p>
          <div className="flex flex-wrap gap-3">
            <ArrowLink to={paths.products.getHref()} className="btn btn-primary btn-lg gap-2 px-7">
              Shop our teas
            </ArrowLink>
            <Link to={paths.about.getHref()} className="btn btn-ghost btn-lg">
              Our story
            </Link>
          </div>
        </div>
        <div className="relative">
          {/* The headline carries the message; the illustration only sets the mood. */}
          <ArtImage
            src={heroUrl}
            size={[1200, 900]}
            first
            className="mx-auto h-auto w-full max-w-xl rounded-box shadow-sm"
          />
        </div>
      </div>
    </section>
  );
}
