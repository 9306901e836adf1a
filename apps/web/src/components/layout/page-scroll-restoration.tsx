import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top; going back or forward leaves the browser to put the page where the
 * visitor left it. A link to an anchor (#main, say) scrolls there instead. A keyboard whose control
 * went away with the page it was on (a tea's link, Checkout, Place order) starts again at the new
 * page's content, not at the top of the document.
 */
export function PageScrollRestoration() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what the effect reacts to
  useEffect(() => {
    if (type === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what the effect reacts to
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, search]);
  return null;
}
