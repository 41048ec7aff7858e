import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';
import { popupRow } from '../../api/error-router';
import { errorMessages } from '../../api/messages';
import { paths } from '../../config/paths';
import { showAlert } from '../../lib/popup-store';

export interface ViewerPopupDeps {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  dispatch: (action: UnknownAction) => unknown;
  /** The current pathname; defaults to the window's. */
  pathname?: () => string;
}

/** '/issued/viewer/': the viewer's path up to its parameter. */
const VIEWER_PREFIX = paths.viewer.path.slice(0, paths.viewer.path.indexOf(':'));

/**
 * The error router's `document-gone` popups (DOCUMENT_NOT_FOUND, DOCUMENT_EXPIRED, 000 §8.4):
 * the row's text, then the inbox is refreshed and the viewer closed.
 */
export async function documentGonePopup(code: string, deps: ViewerPopupDeps): Promise<void> {
  await showAlert({ message: popupRow(code)?.message ?? errorMessages.documentNotFound });
  deps.dispatch(baseApi.util.invalidateTags([{ type: 'Inbox', id: 'LIST' }]));
  const pathname = deps.pathname?.() ?? window.location.pathname;
  if (pathname.startsWith(VIEWER_PREFIX)) deps.navigate(paths.home.getHref('inbox'), { replace: true });
}
