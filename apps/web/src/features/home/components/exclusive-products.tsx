import { toasts } from '@teatree/shared/messages';
import { formatPrice } from '@teatree/shared/money';
import easyGreenUrl from '../../../assets/art/iced-easy-green.svg';
import whitePeachUrl from '../../../assets/art/iced-white-peach.svg';
import wildBerryUrl from '../../../assets/art/iced-wild-berry.svg';
import { ArtImage } from '../../../components/ui/art-image';
import { PageSection } from '../../../components/ui/page-section';
import { toast } from '../../../components/ui/toast';

// docs/product.md, "Business constants": the three exclusive iced teas are fixed, not part of the catalogue.
const EXCLUSIVE_PRICE = 19.99;
const EXCLUSIVE_MIN_ORDER = 12;

const exclusives = [
  { name: 'Wild Berry', picture: wildBerryUrl, alt: 'Wild Berry iced tea' },
  { name: 'White Peach', picture: whitePeachUrl, alt: 'White Peach iced tea' },
  { name: 'Easy Green', picture: easyGreenUrl, alt: 'Easy Green iced tea' },
] as const;

export function ExclusiveProducts() {
  return (
    <PageSection
      id="exclusive"
      eyebrow="Summer specials"
      title="Exclusive Products"
      intro={<p>Three iced teas we blend only in small batches. Book a case before they are gone.</p>}
      className="bg-base-100"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {exclusives.map((item) => (
          <li key={item.name}>
            <article className="flex h-full flex-col items-center gap-4 rounded-box bg-base-200 p-6 text-center ring-1 ring-base-300/60 sm:p-8">
              <ArtImage src={item.picture} alt={item.alt} size={[600, 600]} className="size-44 sm:size-52" />
              <div className="flex flex-col gap-1">
                <h3 className="text-2xl font-semibold">{item.name}</h3>
                <p className="text-sm uppercase tracking-[0.14em] text-amber-ink">organic ice tea</p>
              </div>
              <p className="text-3xl font-semibold text-primary">{formatPrice(EXCLUSIVE_PRICE)}</p>
              <p className="text-sm text-base-content/75">Minimum order: {EXCLUSIVE_MIN_ORDER}</p>
              <button
                type="button"
                className="btn btn-primary mt-auto w-full sm:w-auto sm:px-10"
                onClick={() => toast.success(toasts.booked)}
              >
                Book Now<span className="sr-only"> {item.name}</span>
              </button>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
