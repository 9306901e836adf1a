import type { IconType } from 'react-icons';
import { HiOutlineClipboardDocumentCheck, HiOutlineCreditCard, HiOutlineMagnifyingGlass } from 'react-icons/hi2';
import { PageTitle } from '../../components/seo/page-title';
import { ArrowLink } from '../../components/ui/arrow-link';
import { IconDisc } from '../../components/ui/icon-disc';
import { Link } from '../../components/ui/link';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import { TeaList } from '../../features/products/components/starter-teas';
import { useSession } from '../../lib/auth';

const steps: { title: string; text: string; Icon: IconType }[] = [
  {
    title: 'Choose a tea',
    text: 'Pick one from the list below or the whole catalogue. Each tea shows its price, what is in stock and the smallest order we pack.',
    Icon: HiOutlineMagnifyingGlass,
  },
  {
    title: 'Place your order',
    text: 'Say how much you would like and where it should go. We set the tea aside for you at once.',
    Icon: HiOutlineClipboardDocumentCheck,
  },
  {
    title: 'Pay by card',
    text: 'Pay straight away or later from My Orders. Once it is paid we pack it, and you can follow it until it arrives.',
    Icon: HiOutlineCreditCard,
  },
];

/**
 * docs/product.md lists /purchase as an open page of its own, with no tea chosen: it explains how ordering
 * works and leads to choosing one, from a short list or from the whole catalogue.
 */
export default function PurchaseRoute() {
  const { user, isPending } = useSession();
  return (
    <div className="page-container flex flex-col gap-14 py-12 sm:gap-16 sm:py-16">
      <PageTitle title="Purchase" />
      <SectionHeading as="h1" id="purchase-heading" eyebrow="Ordering from TeaTree" title="Purchase">
        <p>Three short steps from our shelves to your cup.</p>
      </SectionHeading>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="sr-only">
          How ordering works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map(({ title, text, Icon }, index) => (
            <li key={title} className="flex gap-4 surface p-5 md:flex-col">
              <IconDisc icon={<Icon className="size-6" />} className="size-12 shrink-0 bg-leaf-100 text-primary" />
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="text-amber-ink">{index + 1}.</span> {title}
                </h3>
                <p className="mt-1 leading-relaxed text-base-content/75">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        {!isPending && !user && (
          <p className="mt-4 text-center text-sm text-base-content/75">
            Ordering needs a TeaTree account.{' '}
            <Link to={paths.login.getHref(paths.purchase.getHref())} className="link link-primary">
              Log in
            </Link>{' '}
            or{' '}
            <Link to={paths.signup.getHref(paths.purchase.getHref())} className="link link-primary">
              create one
            </Link>
            ; it takes a minute.
          </p>
        )}
      </section>

      <section aria-labelledby="teas-heading" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="teas-heading" className="text-2xl font-semibold sm:text-3xl">
              Teas to start with
            </h2>
            <p className="mt-1 text-base-content/75">Our newest teas. Pick one to see it and order.</p>
          </div>
        </div>
        <TeaList
          cartButton={(tea) => (
            <AddToCartButton tea={tea} compact className="btn-outline btn-primary btn-sm btn-square" />
          )}
        />
        <div className="flex justify-center">
          <ArrowLink to={paths.products.getHref()} className="btn btn-primary btn-lg gap-2 px-8">
            Choose a tea from the full list
          </ArrowLink>
        </div>
      </section>
    </div>
  );
}
