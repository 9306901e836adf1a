import { HiArrowRight, HiOutlineShoppingBag } from 'react-icons/hi2';
import { Link } from 'react-router';
import { PageTitle } from '../../components/seo/page-title';
import { paths } from '../../config/paths';

/** SPEC.md lists /purchase as an open page of its own; without a chosen tea it invites the visitor to pick one. */
export default function PurchaseRoute() {
  return (
    <div className="page-container py-16 sm:py-24">
      <PageTitle title="Purchase" />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-box bg-base-100 px-6 py-12 text-center shadow-sm ring-1 ring-base-300/60">
        <span className="grid size-14 place-items-center rounded-full bg-leaf-100 text-primary">
          <HiOutlineShoppingBag className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold sm:text-4xl">Purchase</h1>
        <p className="leading-relaxed text-base-content/75">
          Choose a tea first: open our catalogue, find the one that suits your cup, and press Order to buy it.
        </p>
        <Link to={paths.products.getHref()} className="btn btn-primary btn-lg gap-2 px-8">
          Choose a tea <HiArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
