import { hiddenFrameNavigate, isIos, messengerOpenUrl, openMessengerStore, type SchemeNavigate } from '../../lib/messenger-bridge';
import { showPopup } from '../../lib/popup-store';
import { bridgeMessages as m } from './messages';

/**
 * Spec 000 §9: after asking the phone to open the messenger, the page waits this long (Android,
 * iOS) before it concludes the messenger is not installed; a wait that took 2 s longer than asked
 * means the page was put aside meanwhile: the messenger came up.
 */
export const LAUNCH_FALLBACK_MS = { android: 1300, ios: 10_000 } as const;
export const LAUNCH_OPENED_THRESHOLD_MS = 2000;

export interface LaunchOptions {
  fallbackMs: number;
  navigate?: SchemeNavigate;
  now?: () => number;
}

/**
 * Asks the phone to open `url` in the messenger (its scheme) and resolves how it went: 'opened'
 * when the page went to the background (or its timer was held up there), 'missing' when it is
 * still in front after the fallback time.
 */
export function launchMessenger(url: string, { fallbackMs, navigate = hiddenFrameNavigate, now = Date.now }: LaunchOptions): Promise<'opened' | 'missing'> {
  return new Promise((resolve) => {
    const started = now();
    let left = false;
    const onHide = () => {
      if (document.visibilityState === 'hidden') left = true;
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    navigate(messengerOpenUrl(url));
    window.setTimeout(() => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      const late = now() - started >= fallbackMs + LAUNCH_OPENED_THRESHOLD_MS;
      resolve(left || late ? 'opened' : 'missing');
    }, fallbackMs);
  });
}

/**
 * A phone outside the messenger (001 §2.3): the tap itself asks the messenger to open `url` (the
 * apply tab with directApply). Only when it has not come up does the page say so and offer the
 * way on (000 §8.4 '앱이 설치되지 않았습니다. 앱을 설치해주세요'): try the messenger again, or install it.
 */
export async function openInMessenger(url: string): Promise<void> {
  for (;;) {
    const launched = await launchMessenger(url, { fallbackMs: isIos() ? LAUNCH_FALLBACK_MS.ios : LAUNCH_FALLBACK_MS.android });
    if (launched === 'opened') return;
    const choice = await showPopup({
      message: m.notInstalled,
      buttons: [
        { label: m.openMessenger, value: 'open', variant: 'secondary' },
        { label: m.install, value: 'install', variant: 'primary' },
      ],
      dismissible: true,
    });
    if (choice === 'install') openMessengerStore();
    if (choice !== 'open') return;
  }
}
