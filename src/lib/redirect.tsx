import { Navigate, useResolvedPath } from 'react-router';

let drawnRedirect: string | null = null;

/**
 * Sends the browser to `to` in place of the current entry (a startup check's verdict, a route that
 * is not there). Every redirect a page renders goes through here, so a page the server draws
 * (src/app/page-render.tsx) knows it leads elsewhere: it runs no effects, so a plain <Navigate>
 * would draw an empty page and the browser would wait on a first paint that never comes. There
 * the address is kept for the renderer, which answers the document with an HTTP redirect.
 */
export function Redirect({ to }: { to: string }) {
  const { pathname, search, hash } = useResolvedPath(to);
  if (typeof document === 'undefined') {
    drawnRedirect ??= `${pathname}${search}${hash}`;
    return null;
  }
  return <Navigate to={to} replace />;
}

/** The server's renderer: where the page it drew asked to go instead, once (null: nowhere). */
export function takeDrawnRedirect(): string | null {
  const to = drawnRedirect;
  drawnRedirect = null;
  return to;
}
