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
// Until React has taken the drawn page over, its buttons and forms would do nothing, or the browser's
// default: the page stays inert (seen, not used) for that moment. With scripts off, it is a plain page.
if (drawn) root.inert = true;
(drawn ? afterFirstPaint() : Promise.resolve()).then(() => import('./boot')).then(({ start }) => start(root, drawn));
