import supportUrl from '../../../assets/art/support.svg';
import { ArtImage } from '../../../components/ui/art-image';

export function SupportBanner() {
  return (
    <section aria-labelledby="support-heading" className="py-8 sm:py-12">
      <div className="page-container">
        <div className="on-dark grid items-center gap-8 overflow-hidden rounded-box bg-primary px-6 py-10 text-primary-content sm:px-12 md:grid-cols-[1.3fr_1fr]">
          <div className="flex flex-col items-start gap-4">
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-secondary-content/90 rounded-full bg-secondary px-3 py-1">
              Here to help
            </p>
            <h2 id="support-heading" className="text-3xl font-semibold sm:text-4xl">
              Not sure which tea is yours?
            </h2>
            <p className="max-w-lg text-lg leading-relaxed text-primary-content/90">
              Our tea team tastes every harvest. Tell us what you like in a cup, and we will suggest a tea, a
              temperature and a steeping time to match.
            </p>
            <a href="#contact" className="btn btn-lg border-none bg-base-100 px-7 text-primary hover:bg-base-200">
              Ask our tea team
            </a>
          </div>
          <ArtImage
            src={supportUrl}
            size={[800, 500]}
            className="mx-auto h-auto w-full max-w-xs rounded-box md:max-w-sm"
          />
        </div>
      </div>
    </section>
  );
}
