import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle } from '../seo/page-title';

/**
 * After a new release, a tab opened earlier may ask for a route chunk that no longer exists; a reload
 * fetches the new build, so that is what we offer first.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';

  return (
    <div className="page-container py-20">
      <PageTitle title="Something went wrong" />
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-semibold">Something went wrong</h1>
        <p className="text-base-content/75">
          {message} Please reload the page; if it keeps happening, try again later.
        </p>
        <div className="flex gap-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={paths.home.getHref()} className="btn btn-ghost" reloadDocument>
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
