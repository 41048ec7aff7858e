import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this app. */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * A link to a page of this app: an anchor the browser can open in a new tab, which moves within
 * the app without loading the page again. It is what react-router's <Link> does under a
 * declarative router, built on the hooks react-router offers for it (useHref, useLinkClickHandler):
 * <Link> also carries the framework router's route-module prefetching, which this app never uses
 * and every first load would download (about 2 KB gzip).
 */
export function RouteLink({ to, replace, onClick, target, ...anchor }: RouteLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={click} />;
}
