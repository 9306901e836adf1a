/**
 * Resolves once the element with this id comes within a screen's height of the viewport: code for a
 * part far down a drawn page (the home page's contact form) loads when the visitor heads there, not
 * with the page (docs/decisions/0017-pages-answer-at-once.md). At once when there is no such element
 * (the page draws itself in the browser, or there is no browser: the build's prerender), and as soon
 * as it leaves the page: a visitor who went elsewhere first finds the part drawn when they come back.
 */
export function whenNear(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      near.disconnect();
      gone.disconnect();
      resolve();
    };
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: '100% 0px',
    });
    const gone = new MutationObserver(() => !element.isConnected && done());
    near.observe(element);
    gone.observe(document.body, { childList: true, subtree: true });
  });
}
