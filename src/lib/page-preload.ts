/** The app's loader of a page's code by its address (src/app/router.tsx preloadFirstPage), set as the app starts. */
let preloader: ((pathname: string) => Promise<void>) | null = null;

export function setPagePreloader(load: ((pathname: string) => Promise<void>) | null): void {
  preloader = load;
}

/** Loads the code of the page at `pathname` ahead of going there (nothing before the app has started). */
export function preloadPage(pathname: string): Promise<void> {
  return preloader?.(pathname) ?? Promise.resolve();
}
