import { errorMessages } from '../api/messages';
import { paths } from '../config/paths';
import { confirm } from '../lib/popup-store';

/**
 * The {hash} popup (spec 000 §8.4): the portal answers a hash as the code for a user who is not
 * a member (or needs identity verification). Applying as a non-member goes through the portal's
 * simple authentication, which returns to this page with a one-time token (issue-page.tsx).
 */
export async function hashPopup(): Promise<void> {
  const confirmed = await confirm({
    title: errorMessages.hashTitle, message: errorMessages.hashMessage,
    cancel: errorMessages.cancel, confirm: errorMessages.hashApply,
  });
  if (!confirmed) return;
  const here = window.location.pathname;
  const edoc = decodeURIComponent(here.replace(/^\/issue\//, '').split('/')[0] ?? '');
  window.location.assign(paths.simSimpleAuth.getHref(here, edoc));
}
