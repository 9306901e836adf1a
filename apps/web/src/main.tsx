import './styles/index.css';

/*
 * The page's first script is this small one. A public page arrives drawn already
 * (src/entry-prerender.tsx), so it shows as soon as its HTML and stylesheet are in; React is fetched
 * only after that first paint, and then takes the page over. Other pages start React at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

/** Resolves just after the browser has painted the page once (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const drawn = root.hasChildNodes();
// Until React has taken a drawn page over, its links work as plain links (a full page load), but its
// forms and buttons would do nothing, or the browser's default: a form would submit itself to the page's
// own address, the sign-in form with the password in it. Those alone stay inert (seen, not used) for
// that moment (docs/decisions/0017-pages-answer-at-once.md). With scripts off, it is a plain page.
const waiting = drawn ? [...root.querySelectorAll<HTMLElement>('form, button')] : [];
for (const element of waiting) element.inert = true;
const whenLive = () => {
  for (const element of waiting) element.inert = false;
};
(drawn ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./boot'))
  .then(({ start }) => start(root, drawn, whenLive));
