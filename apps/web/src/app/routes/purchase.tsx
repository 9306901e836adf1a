import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import type { ComponentType } from 'react';
import type { IconBaseProps } from 'react-icons';
import {
  HiArrowRight,
  HiOutlineClipboardDocumentCheck,
  HiOutlineCreditCard,
  HiOutlineMagnifyingGlass,
} from 'react-icons/hi2';
import { Link } from 'react-router';
import { CategoryBadge } from '../../components/product/category-badge';
import { ProductPhoto } from '../../components/product/product-photo';
import { isSoldOut, SoldOutBadge } from '../../components/product/sold-out';
import { PageTitle } from '../../components/seo/page-title';
import { ErrorNotice } from '../../components/ui/error-notice';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart';
import { useProducts } from '../../features/products/api/get-products';
import { useSession } from '../../lib/auth';

const TEA_COUNT = 8;

const steps: { title: string; text: string; Icon: ComponentType<IconBaseProps> }[] = [
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

/** A tea to start with: its photo and name lead to its page, with Order and Add to cart beside them. */
function TeaCard({ product }: { product: Product }) {
  const href = paths.product.getHref(product._id);
  const soldOut = isSoldOut(product);
  return (
    <article className="flex h-full flex-col gap-3 surface p-3 transition-shadow duration-200 hover:shadow-md">
      <div className="flex items-center gap-4">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ProductPhoto
            photo={product.photo}
            sizes="72px"
            width={72}
            height={72}
            className="size-18 rounded-field bg-leaf-50 object-cover"
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-sans text-base font-semibold leading-snug">
            <Link to={href} className="link-hover hover:text-primary">
              {product.name}
            </Link>
          </h3>
          <span className="flex flex-wrap gap-1.5">
            <CategoryBadge category={product.category} />
            {soldOut && <SoldOutBadge />}
          </span>
          <span className="text-sm text-base-content/75">
            <span className="font-semibold text-primary tabular-nums">{formatPrice(product.price)}</span> · min.{' '}
            {product.minOrder}
          </span>
        </div>
      </div>
      <div className="mt-auto flex gap-2">
        <Link to={href} className="btn btn-primary btn-sm flex-1">
          Order<span className="sr-only"> {product.name}</span>
        </Link>
        <AddToCartButton tea={product} compact className="btn-outline btn-primary btn-sm btn-square" />
      </div>
    </article>
  );
}

function TeaList() {
  const { data, isPending, isError, refetch } = useProducts({ limit: TEA_COUNT });
  if (isError) return <ErrorNotice message="Our teas could not be loaded just now." onRetry={() => refetch()} />;
  return (
    <div aria-busy={isPending}>
      {isPending && (
        <span className="sr-only" role="status">
          Loading teas
        </span>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {isPending
          ? Array.from({ length: TEA_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
              <li key={i} aria-hidden="true" className="flex items-center gap-4 rounded-box bg-base-100 p-3">
                <div className="skeleton size-18 shrink-0" />
                <div className="flex flex-1 flex-col gap-2">
                  <div className="skeleton h-4 w-3/4" />
                  <div className="skeleton h-3 w-1/2" />
                </div>
              </li>
            ))
          : data.products.map((product) => (
              <li key={product._id}>
                <TeaCard product={product} />
              </li>
            ))}
      </ul>
      {!isPending && data.products.length === 0 && (
        <p className="text-center text-base-content/75">New teas are on their way; please look again soon.</p>
      )}
    </div>
  );
}

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
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-leaf-100 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
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
        <TeaList />
        <div className="flex justify-center">
          <Link to={paths.products.getHref()} className="btn btn-primary btn-lg gap-2 px-8">
            Choose a tea from the full list <HiArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  );
}
