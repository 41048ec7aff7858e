import '../styles/global.scss';
import { boot } from './boot';
import { afterFirstPaint } from './first-paint';

/**
 * The bridge page's entry (bridge.html), built for a fast first load. bridge.html carries the page's
 * shell pre-rendered at build time (vite.config.ts, bridge-prerender.tsx) and its stylesheets, so
 * the page paints from the HTML alone. The application (React, the router, the store) is loaded
 * once that first paint is on screen (first-paint.ts): it then renders the same page in place of
 * the shell and fills the list.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// The libraries, then (in a later task, so the page stays responsive between them) the application.
if (boot()) afterFirstPaint(() => void import('./libraries').then(nextTask).then(() => import('./bridge-app')));
