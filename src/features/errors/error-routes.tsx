import { useLocation, useParams, useSearchParams } from 'react-router';
import { isErrorPath, paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { ErrorLayout } from './error-layout';
import { errorPageFor, NOT_FOUND_PAGE } from './error-pages';
import { errorPageMessages } from './messages';
import { Redirect } from '../../lib/redirect';

/** /error: reads code, message and status from the query string (spec 000 §2.3). */
export function ErrorPage() {
  const [search] = useSearchParams();
  return <ErrorLayout content={errorPageFor({ code: search.get('code'), status: search.get('status'), message: search.get('message') })} />;
}

/** /error/papas/{papas}: the partner flow's error page (001 §8), with the same words per code. */
export function PapasErrorPage() {
  return <ErrorPage />;
}

export function InvalidPathPage() {
  return <ErrorLayout content={NOT_FOUND_PAGE} />;
}

export function InvalidVersionPage() {
  return (
    <ErrorLayout
      content={{ title: errorPageMessages.invalidVersionTitle, message: errorPageMessages.invalidVersionMessage, button: 'update' }}
    />
  );
}

/** /error/refresh: a network error with a retry button that reloads where the user was. */
export function RefreshPage() {
  const [search] = useSearchParams();
  const from = search.get('from');
  const target = from && from.startsWith('/') && !from.startsWith('//') && !isErrorPath(from) ? from : paths.home.getHref('apply');
  return (
    <ErrorLayout
      content={{ title: errorPageMessages.refreshTitle, message: errorPageMessages.refreshMessage }}
      action={<Button block onClick={() => window.location.assign(target)}>{errorPageMessages.retry}</Button>}
    />
  );
}

/** /error/status/{status} forwards to /error with the status and the original query. */
export function ErrorStatusForward() {
  const { status } = useParams();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (status) params.set('status', status);
  return <Redirect to={`${paths.error.path}?${params.toString()}`} />;
}
