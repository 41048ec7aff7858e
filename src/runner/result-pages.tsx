import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { Button } from '../ui/button';
import { CloseIcon } from '../ui/icons';
import { MessagePage as ResultLayout } from '../ui/message-page';
import { IconButton } from '../ui/page';
import { runnerMessages } from './messages';

/** The result pages' bar: a close button, as on the error and submission result pages; it leaves for home. */
function CloseBar({ to }: { to: string }) {
  const navigate = useNavigate();
  return <IconButton label={runnerMessages.close} icon={<CloseIcon />} onClick={() => navigate(to, { replace: true })} />;
}

/** /issue/fail: the server's message, or the default of spec 000 §2.1. */
export function IssueFailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ResultLayout title={runnerMessages.failTitle} message={search.get('message') || runnerMessages.failDefault} top={<CloseBar to={paths.home.getHref('apply')} />}>
      <Button variant="secondary" block onClick={() => navigate(paths.application.getHref())}>{runnerMessages.toApplications}</Button>
      <Button block onClick={() => navigate(paths.home.getHref('apply'), { replace: true })}>{runnerMessages.toHome}</Button>
    </ResultLayout>
  );
}

/** /issue/delayed: issuing takes longer than expected (§4.5, more than 20 polls). */
export function IssueDelayedPage() {
  const navigate = useNavigate();
  return (
    <ResultLayout title={runnerMessages.delayedTitle} message={runnerMessages.delayedMessage} top={<CloseBar to={paths.home.getHref('inbox')} />}>
      <Button variant="secondary" block onClick={() => navigate(paths.application.getHref())}>{runnerMessages.toApplications}</Button>
      <Button block onClick={() => navigate(paths.home.getHref('inbox'), { replace: true })}>{runnerMessages.toInbox}</Button>
    </ResultLayout>
  );
}
