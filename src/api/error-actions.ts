import { ALERT_BUTTON, showPopup } from '../lib/popup-store';
import { getBridge } from '../lib/messenger-bridge';
import type { ApiError } from './types';
import type { ErrorAction } from './error-router';
import { errorMessages } from './messages';
import { reportError } from './error-reporter';

/**
 * Carries out what the error router decided. Features register what their popups do
 * (e.g. the wallet feature: UNREGISTERED_DEVICE changes the device); `app/` wires them.
 */
export type PopupHandler = (body: ApiError | null, code: string) => Promise<void> | void;

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);
const popupHandlers = new Map<string, PopupHandler>();
let hashHandler: PopupHandler | null = null;
let pendingPopup: string | null = null;

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function registerPopupHandler(code: string, handler: PopupHandler): () => void {
  popupHandlers.set(code, handler);
  return () => popupHandlers.delete(code);
}

export function registerHashPopupHandler(handler: PopupHandler | null): void {
  hashHandler = handler;
}

/** Server buttons carrying a returnUrl open it: a deep link, an external link or a page of ours. */
export function openReturnUrl(url: string): void {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith(window.location.origin)) {
    if (/^https?:/i.test(url)) getBridge().openExternal(url);
    else getBridge().openDeepLink(url);
    return;
  }
  navigate(url.startsWith(window.location.origin) ? url.slice(window.location.origin.length) : url);
}

export async function showServerPopup(body: ApiError | null, fallbackMessage: string = errorMessages.defaultPopup): Promise<void> {
  const buttons = body?.buttons?.length
    ? body.buttons.map((button, index) => ({ label: button.name, value: String(index), variant: 'primary' as const }))
    : [{ label: ALERT_BUTTON, value: 'ok', variant: 'primary' as const }];
  const choice = await showPopup({ title: body?.title || undefined, message: body?.message || fallbackMessage, buttons });
  const chosen = choice !== null && body?.buttons?.[Number(choice)];
  if (chosen && chosen.returnUrl) openReturnUrl(chosen.returnUrl);
}

async function runPopup(code: string, body: ApiError | null): Promise<void> {
  // The same popup is not stacked twice when several calls fail together.
  if (pendingPopup === code) return;
  pendingPopup = code;
  try {
    const handler = popupHandlers.get(code) ?? (/^[0-9a-f]{16,}$/i.test(code) ? hashHandler : null);
    if (handler) await handler(body, code);
    else await showServerPopup(body);
  } finally {
    pendingPopup = null;
  }
}

export function performErrorAction(action: ErrorAction): void {
  switch (action.type) {
    case 'ignore':
    case 'inline':
      return;
    case 'navigate':
      navigate(action.to, { replace: action.replace });
      return;
    case 'hard-redirect':
    case 'login':
      window.location.assign(action.to);
      return;
    case 'popup':
      void runPopup(action.code, action.body);
      return;
  }
}

export function reportApiError(status: number | undefined, code: string | undefined, message: string): void {
  // Expected answers (validation, sign-in, popups) are logs, not faults.
  const level = status === undefined || status >= 500 ? 'error' : 'log';
  reportError(level, message, { status, code });
}
