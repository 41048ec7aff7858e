import { useNavigate } from 'react-router';
import type { DeskSubmission } from '../../../contracts/generated/api';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { Button } from '../../ui/button';
import { confirm } from '../../lib/popup-store';
import { showToast } from '../../ui/toast-store';
import { useDeleteOnRequestMutation } from './api';
import { deskMessages as m } from './messages';
import { serverDateTimeLabel } from '../../lib/dates';
import styles from './desk.module.scss';

/**
 * The sender asked the organisation to delete the submission: the desk says so and deletes it on
 * the clerk's word (retention's next round would anyway), then goes back to the list.
 */
export function DeletionRequest({ submission }: { submission: DeskSubmission }) {
  const [remove, removing] = useDeleteOnRequestMutation();
  const navigate = useNavigate();
  const guard = useClickGuard();
  if (!submission.deletionRequestedAt) return null;
  const run = async () => {
    const confirmed = await confirm({ title: m.deleteConfirmTitle, message: m.deleteConfirmMessage, cancel: m.deleteCancel, confirm: m.deleteConfirm });
    if (!confirmed || !(await remove(submission.id)).data) return;
    showToast(m.deletedOnRequest);
    navigate(paths.desk.getHref(), { replace: true });
  };
  return (
    <section className={styles.card} role="status">
      <h2 className={styles.heading}>{m.deletionRequestTitle}</h2>
      <p className={styles.guide}>{m.deletionRequestMessage(serverDateTimeLabel(submission.deletionRequestedAt))}</p>
      <div className={styles.actions}>
        <Button variant="danger" disabled={removing.isLoading} onClick={guard('api', run)}>
          {m.deleteOnRequest}
        </Button>
      </div>
    </section>
  );
}
