import '../styles/global.scss';
import { boot } from './boot';

/**
 * The bridge page's entry (bridge.html; issue 9: its first load). bridge.html carries the page's
 * shell pre-rendered at build time (vite.config.ts, bridge-prerender.tsx) and its stylesheets, so
 * the page paints from the HTML alone. The application (React, the router, the store) is loaded
 * once that first paint is on screen: it then renders the same page in place of the shell and
 * fills the list. Started earlier, its work would hold the first frame back on a slow phone.
 */
boot();

let started = false;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = () => {
  if (started) return;
  started = true;
  observer?.disconnect();
  // The libraries, then (in a later task, so the page stays responsive between them) the application.
  void import('./bridge-framework').then(nextTask).then(() => import('./bridge-app'));
};

const FIRST_PAINT = 'first-contentful-paint';
let observer: PerformanceObserver | null = null;
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_PAINT).length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
// A tab opened in the background paints when it is shown, and the application starts then. A
// browser that never reports its first paint still gets the application, a little later.
setTimeout(start, 5000);
