/**
 * Runs `start` once the page's first paint is on screen, so a phone paints first: a page drawn before its
 * application runs (the bridge page's shell, a signed-in page the server drew) shows it first and
 * only then lets React take it. Started earlier, that work would hold the first frame back on a
 * slow phone. A tab opened in the background paints when it is shown, and starts then; a browser
 * that never reports its first paint still starts, a little later.
 */
const FIRST_PAINT = 'first-contentful-paint';
const LATEST_MS = 5000;

export function afterFirstPaint(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | null = null;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_PAINT).length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, LATEST_MS);
}
