import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';
import { registerPopupHandler } from '../../api/error-actions';
import { paths } from '../../config/paths';
import { showPopup } from '../../ui/popup-store';
import { viewerMessages } from './messages';

export interface ViewerPopupDeps {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  dispatch: (action: UnknownAction) => unknown;
  /** The current pathname; defaults to the window's. */
  pathname?: () => string;
}

const TEXT: Record<string, string> = {
  DOCUMENT_NOT_FOUND: viewerMessages.documentNotFound,
  DOCUMENT_EXPIRED: viewerMessages.documentExpired,
};

const VIEWER_PREFIX = paths.viewer.path.split(':')[0] ?? '/issued/viewer/';

/** DOCUMENT_NOT_FOUND / DOCUMENT_EXPIRED (spec 000 §8.4): the popup, then refresh the inbox and close the viewer. */
export async function documentGonePopup(code: string, deps: ViewerPopupDeps): Promise<void> {
  await showPopup({ message: TEXT[code] ?? viewerMessages.documentNotFound, buttons: [{ label: viewerMessages.confirm, value: 'ok', variant: 'primary' }] });
  deps.dispatch(baseApi.util.invalidateTags([{ type: 'Inbox', id: 'LIST' }]));
  const pathname = deps.pathname?.() ?? window.location.pathname;
  if (pathname.startsWith(VIEWER_PREFIX)) deps.navigate(paths.home.getHref('inbox'), { replace: true });
}

/** Wired once by src/app/app-frame.tsx; returns the unregister function. */
export function registerViewerPopups(deps: ViewerPopupDeps): () => void {
  const off = Object.keys(TEXT).map((code) => registerPopupHandler(code, () => documentGonePopup(code, deps)));
  return () => off.forEach((unregister) => unregister());
}
