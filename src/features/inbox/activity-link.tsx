import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { inboxMessages } from './messages';
import styles from './inbox-tab.module.scss';

/** The way from 내 증명서 to the citizen's activity log (이용 기록). */
export function ActivityLink() {
  const navigate = useNavigate();
  const guard = useClickGuard();
  return (
    <button type="button" className={styles.toolbarLink} onClick={guard('link', () => navigate(paths.activity.getHref()))}>
      {inboxMessages.activity}
    </button>
  );
}

/** The way to answer an organisation's request for some claims (증명 요청): the QR scanner's page. */
export function PresentationLink() {
  const navigate = useNavigate();
  const guard = useClickGuard();
  return (
    <button type="button" className={styles.toolbarLink} onClick={guard('link', () => navigate(paths.presentation.getHref()))}>
      {inboxMessages.presentation}
    </button>
  );
}
