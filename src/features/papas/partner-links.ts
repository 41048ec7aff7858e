import { getBridge } from '../../lib/messenger-bridge';

/**
 * The partner's return pages (appSchemeBundle success, failed, notQualified): a same-origin path
 * replaces the wallet page, an https url opens in the messenger's browser, anything else is an
 * app scheme handed to the messenger as a deep link.
 */
export function openPartnerUrl(url: string, options: { replace?: boolean } = {}): void {
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (options.replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  if (/^https:\/\//i.test(url)) getBridge().openExternal(url);
  else getBridge().openDeepLink(url);
}

/** 001 §2.1: confirming the exit popup opens the package's cancel url through the messenger. */
export function openCancelUrl(url: string): void {
  getBridge().openExternal(url);
}
