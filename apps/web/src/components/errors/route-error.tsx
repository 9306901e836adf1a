import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { PageTitle } from '../seo/page-title';

/**
 * After a new release, a tab opened earlier may ask for a route chunk that no longer exists; a reload
 * fetches the new build, so that is what we offer first.
 */
export function RouteError() {
  return (
    <div className="page-container py-20">
      <PageTitle title="Something went wrong" />
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <h1 className="text-3xl font-semibold">Something went wrong</h1>
        <p className="text-base-content/75">
          Something went wrong while showing this page. Please reload the page; if it keeps happening, try again later.
        </p>
        <div className="flex gap-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <a href={paths.home.getHref()} className="btn btn-ghost">
            Back to home
          </a>
        </div>
      </div>
    </div>
  );
}

/** Shows RouteError instead of a screen that failed to load or to render; `resetKey` (the path) clears it. */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed', error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render() {
    return this.state.failedAt !== null ? <RouteError /> : this.props.children;
  }
}
