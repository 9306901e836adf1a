import type { ReactNode } from 'react';
import { HiOutlineSparkles } from 'react-icons/hi2';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle } from '../seo/page-title';

type PlaceholderPageProps = { title: string; children: ReactNode };

/** Stands in for a screen that later work delivers, so every route of docs/product.md already leads somewhere. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <div className="page-container py-16 sm:py-24">
      <PageTitle title={title} />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-box bg-base-100 px-6 py-12 text-center shadow-sm">
        <span className="grid size-14 place-items-center rounded-full bg-leaf-100 text-primary">
          <HiOutlineSparkles className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <div className="leading-relaxed text-base-content/75">{children}</div>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.products.getHref()} className="btn btn-primary">
            Browse our teas
          </Link>
          <Link to={paths.home.getHref()} className="btn btn-ghost">
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
