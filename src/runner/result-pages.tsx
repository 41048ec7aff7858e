import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../ui/button';
import { MessagePage as ResultLayout } from '../ui/message-page';
import { runnerMessages } from './messages';

/** /issue/fail: the server's message, or the default of spec 000 §2.1. */
export function IssueFailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ResultLayout title={runnerMessages.failTitle} message={search.get('message') || runnerMessages.failDefault}>
      <Button variant="secondary" block onClick={() => navigate('/application')}>{runnerMessages.toApplications}</Button>
      <Button block onClick={() => navigate('/home/apply', { replace: true })}>{runnerMessages.toHome}</Button>
    </ResultLayout>
  );
}

/** /issue/delayed: issuing takes longer than expected (§4.5, more than 20 polls). */
export function IssueDelayedPage() {
  const navigate = useNavigate();
  return (
    <ResultLayout title={runnerMessages.delayedTitle} message={runnerMessages.delayedMessage}>
      <Button variant="secondary" block onClick={() => navigate('/application')}>{runnerMessages.toApplications}</Button>
      <Button block onClick={() => navigate('/home/inbox', { replace: true })}>{runnerMessages.toInbox}</Button>
    </ResultLayout>
  );
}
