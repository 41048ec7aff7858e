// The messenger's detection and versions are the server's too: one definition in shared/.
export { compareVersions, detectMessenger, isAtLeast, MIN_VERSIONS, type MessengerInfo } from '../../shared/messenger-version';

/** Spec 000 §9 launch support check: Chrome 25 or higher, and not Firefox or Opera. */
export function isSupportedLaunchBrowser(userAgent: string): boolean {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return false;
  if (/OPR\/|Opera|OPiOS\//.test(userAgent)) return false;
  const chrome = /(?:Chrome|CriOS)\/(\d+)/.exec(userAgent);
  return chrome?.[1] !== undefined && Number(chrome[1]) >= 25;
}
