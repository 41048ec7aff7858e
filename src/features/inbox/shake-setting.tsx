import { showToast } from '../../ui/toast-store';
import { inboxMessages } from './messages';
import { motionAllowed } from './shake-motion';
import { setShakeToOpen, useShakeToOpen } from './shake';
import styles from './inbox-tab.module.scss';

/** The inbox's shake setting button (000 §2.3): a switch, kept on this device (see shake.ts). */
export function ShakeSetting() {
  const on = useShakeToOpen();
  const toggle = async () => {
    if (on) {
      setShakeToOpen(false);
      showToast(inboxMessages.shakeOff);
      return;
    }
    if (!(await motionAllowed())) {
      showToast(inboxMessages.shakeUnavailable);
      return;
    }
    setShakeToOpen(true);
    showToast(inboxMessages.shakeOn);
  };
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.shake} onClick={() => void toggle()}>
      <span className={on ? styles.switchOn : styles.switchOff} aria-hidden="true" />
      {inboxMessages.shake}
    </button>
  );
}
