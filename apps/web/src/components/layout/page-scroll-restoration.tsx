import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top; going back or forward leaves the browser to put the page where the
 * visitor left it. A link to an anchor (#main, say) scrolls there instead.
 */
export function PageScrollRestoration() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what the effect reacts to
  useEffect(() => {
    if (type === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
  return null;
}
