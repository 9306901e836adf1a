/**
 * Resolves once the element with this id comes within a screen's height of the viewport: code for a
 * part far down a drawn page (the home page's contact form) loads when the visitor heads there, not
 * with the page (docs/decisions/0017-pages-answer-at-once.md). At once when there is no such element
 * yet (the page draws itself in the browser) or no browser at all (the build's prerender).
 */
export function whenNear(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}
