import './styles/index.css';

/*
 * The page's first script is this small one. A public page arrives drawn already
 * (src/entry-prerender.tsx), so it shows as soon as its HTML and stylesheet are in; React is fetched
 * only after that first paint, and then takes the page over. Other pages start React at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

/**
 * Resolves once the browser has shown the page (its first contentful paint), or at once in a hidden tab,
 * which paints nothing. A frame callback is not enough: it runs before the frame is on the screen, and
 * the app's scripts asked for then were counted into the page's first paint (the home page's largest
 * paint at 2.1 s instead of 1.6 s on Lighthouse's simulated phone; docs/decisions/0017-pages-answer-at-once.md).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const shown = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) shown();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before its first paint is never painted.
    document.addEventListener('visibilitychange', shown);
  });
}

const drawn = root.hasChildNodes();
// Until React has taken a drawn page over, its links work as plain links (a full page load), but its
// forms and controls would do nothing, or the browser's default: a form would submit itself to the page's
// own address, the sign-in form with the password in it, and a choice made outside a form (a tea's
// size) would be undone as React took the page over. Those alone stay inert (seen, not used) for that
// moment (docs/decisions/0017-pages-answer-at-once.md). With scripts off, it is a plain page.
const waiting = drawn ? [...root.querySelectorAll<HTMLElement>('form, button, fieldset, input, select, textarea')] : [];
for (const element of waiting) element.inert = true;
const whenLive = () => {
  for (const element of waiting) element.inert = false;
};
(drawn ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./boot'))
  .then(({ start }) => start(root, drawn, whenLive));
