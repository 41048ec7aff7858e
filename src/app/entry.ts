import { PAGE_STATE_ELEMENT_ID } from '../../shared/page-render';
import { afterFirstPaint } from './first-paint';

/**
 * The app's entry (index.html): small, so the document's first paint does not wait on it. A page
 * the server drew (it carries #page-state, src/app/page-render.tsx) is on screen from its HTML:
 * the application (React, the router, the store, main.tsx) is asked for once that first paint is
 * there, as on the bridge page; started earlier, its download and start-up would hold the first
 * frame back on a slow phone. Any other page needs the application to draw anything: at once.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A drawing with no element in it would never paint: the application is asked for at once.
const drawn = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null && document.getElementById('root')?.firstElementChild != null;
// Under a drawn page, the libraries first, then (in a later task, so the page answers between them)
// the application: two shorter tasks instead of one long one. Else all of it at once, to draw.
if (drawn) afterFirstPaint(() => void import('./libraries').then(nextTask).then(() => import('./main')));
else void import('./main');
