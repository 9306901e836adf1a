import { type Location, ScrollRestoration } from 'react-router';

/**
 * React Router keys every freshly loaded document "default", so by default a page opened from the
 * address bar would inherit the scroll position of the last page loaded that way in the tab. Keying
 * those entries by path keeps a reload where it was and starts a new page at the top.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}
