import { useEffect } from 'react';
import { useBackHandler } from '../lib/use-back-handler';
import { closeAllPopups, confirm, showAlert } from '../lib/popup-store';
import { Sheet } from '../ui/sheet';
import { runnerMessages } from './messages';
import styles from './progress-sheet.module.scss';

/** A progress popup closes by itself after 3 s (spec 000 §2.3, §9). */
export const PROGRESS_POPUP_MS = 3000;

const titles: Record<string, (site: string) => string> = {
  'channeling-progress': () => runnerMessages.channelingProgress,
  'issue-progress': () => runnerMessages.issueProgress,
  'external-channeling-progress': runnerMessages.externalProgress,
  'external-channeling-return-progress': () => runnerMessages.externalReturnProgress,
};


export async function showCannotClose(): Promise<void> {
  const timer = window.setTimeout(() => closeAllPopups(), PROGRESS_POPUP_MS);
  await showAlert({ title: runnerMessages.cannotCloseTitle, message: runnerMessages.cannotCloseMessage });
  window.clearTimeout(timer);
}

export async function confirmChannelingCancel(): Promise<boolean> {
  const confirmed = await confirm({
    title: runnerMessages.channelingCancelTitle, message: runnerMessages.channelingCancelMessage,
    cancel: runnerMessages.channelingCancel, confirm: runnerMessages.channelingContinue,
  });
  return confirmed === false;
}

/**
 * One progress sheet for every runner phase: the title of its layer, progress in steps of 10,
 * and a back press that cannot close it (channeling progress asks whether to cancel instead).
 */
export function ProgressSheet({ layer, progress, onCancel, site }: { layer: string; progress: number; onCancel: () => void; site?: string }) {
  const channeling = layer === 'channeling-progress';
  const onBack = () => {
    if (channeling) void confirmChannelingCancel().then((cancel) => cancel && onCancel());
    else void showCannotClose();
    return true;
  };
  useBackHandler(onBack);
  useEffect(() => () => closeAllPopups(), []);
  const showBar = layer === 'issue-progress' || layer === 'external-channeling-return-progress';
  return (
    <Sheet display="bottom" title={titles[layer]?.(site ?? runnerMessages.externalSite) ?? runnerMessages.issueProgress} onClose={() => void onBack()}>
      <div className={styles.body}>
        <p className={styles.hint}>{channeling ? runnerMessages.channelingProgressHint : runnerMessages.issueProgressHint}</p>
        {showBar ? (
          <div className={styles.track} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={runnerMessages.progressLabel(progress)}>
            <div className={styles.bar} data-progress={progress} ref={(node) => {
                // Width through CSSOM: the CSP allows no inline style attribute.
                if (node) node.style.width = `${progress}%`;
              }} />
          </div>
        ) : (
          <div className={styles.spinner} aria-hidden="true" />
        )}
        {showBar ? <p className={styles.percent}>{progress}%</p> : null}
      </div>
    </Sheet>
  );
}
