import notFoundUrl from '../../assets/art/not-found.svg';
import { PageTitle } from '../../components/seo/page-title';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <div className="page-container flex flex-col items-center gap-6 py-16 text-center sm:py-24">
      <PageTitle title="Page not found" />
      <img
        src={notFoundUrl}
        alt="An empty tea cup tipped over on its saucer"
        width={600}
        height={450}
        className="h-auto w-64 sm:w-80"
      />
      <h1 className="flex flex-col gap-2">
        <span className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-amber-ink">Error 404</span>
        <span className="text-4xl font-semibold sm:text-5xl">Page not found</span>
      </h1>
      <p className="max-w-md text-lg text-base-content/75">
        This cup is empty: the page you were looking for has moved or never existed.
      </p>
      <Link to={paths.home.getHref()} className="btn btn-primary btn-lg px-8">
        Back to home
      </Link>
    </div>
  );
}
