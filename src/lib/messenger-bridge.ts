import { externalUrls } from '../config/paths';
import { detectMessenger, type MessengerInfo } from './versions';

/** Every native call of spec 000 §7 goes through this one interface (DESIGN §3a). */
export interface MessengerBridge {
  startQrScan(): Promise<string | null>;
  webviewMount(): void;
  webviewUnmount(): void;
  sendDocsNameToApp(names: string[]): void;
  preventCapture(on: boolean): void;
  changeStatusBarColor(color: string, opts?: { dim?: boolean }): void;
  /** The messenger's share with a template (000 §7); in a browser, the Web Share sheet or the clipboard. */
  share(templateId: string, args: ShareArgs): Promise<ShareOutcome>;
  openExternal(url: string): void;
  openDeepLink(url: string): void;
  closeBrowser(): void;
  version: string | null;
}

/** What a share carries: `url` is the link; `title` and `text` introduce it. */
export type ShareArgs = Record<string, string> & { url: string };

/**
 * How a share ended: sent by the messenger ('shared'), handed to an app the user chose on the
 * system's share sheet ('handed': whether it was sent there is that app's), copied to the
 * clipboard, cancelled, or not possible.
 */
export type ShareOutcome = 'shared' | 'handed' | 'copied' | 'cancelled' | 'failed';

export interface BridgeCall {
  name: string;
  args: unknown[];
}

declare global {
  interface Window {
    /** The demo bridge's record of calls, read by end-to-end tests. */
    __jigapBridgeCalls?: BridgeCall[];
    /** End-to-end tests set this to answer the demo's QR scan without a prompt. */
    __jigapQrScanResult?: string | null;
    /** The messenger answers a QR scan by calling this. */
    __jigapOnQrScan?: (text: string | null) => void;
  }
}

/**
 * The demo bridge for an ordinary browser (the `jigap_messenger` cookie): it records each call
 * into `window.__jigapBridgeCalls` and does the nearest browser equivalent.
 */
export function createBrowserBridge(log?: BridgeCall[]): MessengerBridge {
  const calls = log ?? (window.__jigapBridgeCalls ??= []);
  window.__jigapBridgeCalls = calls;
  const record = (name: string, ...args: unknown[]) => {
    calls.push({ name, args });
  };
  let baseColor = '#ffffff';

  return {
    version: messengerEnvironment().version,
    async startQrScan() {
      record('startQrScan');
      if (window.__jigapQrScanResult !== undefined) return window.__jigapQrScanResult;
      // A plain browser scans with its camera; the scanner and its decoder load with the first scan.
      const { scanQrWithCamera } = await import('./qr-camera');
      const text = await scanQrWithCamera();
      return text && text.trim() ? text.trim() : null;
    },
    webviewMount: () => record('webviewMount'),
    webviewUnmount: () => record('webviewUnmount'),
    sendDocsNameToApp: (names) => record('sendDocsNameToApp', [...names]),
    preventCapture: (on) => record('preventCapture', on),
    changeStatusBarColor(color, opts) {
      record('changeStatusBarColor', color, opts ?? {});
      if (!opts?.dim) baseColor = color;
      setMetaThemeColor(opts?.dim ? dimOver(baseColor) : color);
    },
    async share(templateId, args) {
      record('share', templateId, { ...args });
      return browserShare(args);
    },
    openExternal(url) {
      record('openExternal', url);
      window.open(url, '_blank', 'noopener');
    },
    openDeepLink(url) {
      record('openDeepLink', url);
    },
    closeBrowser() {
      record('closeBrowser');
      window.location.assign('/');
    },
  };
}

/**
 * A plain browser's share: the system share sheet where there is one (Web Share), else the link
 * copied to the clipboard for the user to paste. A share sheet the user closes is a cancel.
 */
export async function browserShare(args: ShareArgs, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    const data: ShareData = { url: args.url, ...(args.title ? { title: args.title } : {}), ...(args.text ? { text: args.text } : {}) };
    if (typeof nav.canShare !== 'function' || nav.canShare(data)) {
      try {
        await nav.share(data);
        return 'handed';
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
        // Not allowed here (no user activation, a policy): copy instead.
      }
    }
  }
  try {
    await nav.clipboard.writeText(args.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

function setMetaThemeColor(color: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}

/** A browser's theme-color ignores alpha: show the page colour under a 50% black dim. */
export function dimOver(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return '#808080';
  const value = Number.parseInt(m[1], 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * 0.5);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export type SchemeNavigate = (url: string) => void;

/**
 * Delivers a scheme URL through a hidden iframe that lives for one task only.
 *
 * A messenger that handles the scheme intercepts the frame's navigation as it begins (the
 * WebView's navigation hook), so the frame is no longer needed once the navigation has been
 * issued. A scheme nobody handles becomes an external-protocol launch in Chromium: after an
 * asynchronous look-up for an application it opens the "open external application" prompt, a
 * tab-modal dialog that blocks every input to the page until it is answered (headless never
 * answers: taps stop reaching the page). The prompt is only opened while the initiating frame
 * still exists, so removing the frame on the next task (before the look-up ends) means an
 * unhandled scheme is dropped instead of freezing the page. Several calls in a row each get their
 * own frame, so none is lost the way repeated `location.href` assignments can be. The server's
 * CSP must allow `frame-src kakaotalk:`.
 */
export const hiddenFrameNavigate: SchemeNavigate = (url) => {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.src = url;
  document.body.appendChild(frame);
  window.setTimeout(() => frame.remove(), SCHEME_FRAME_LIFETIME_MS);
};

/** How long a scheme call's frame lives: one task, enough for the navigation to be issued. */
export const SCHEME_FRAME_LIFETIME_MS = 0;

const SCHEME = 'kakaotalk://jigap/';

/** The messenger's own browser opening `url`: a phone outside the messenger hands a page over to it. */
export const messengerOpenUrl = (url: string): string => `kakaotalk://inappbrowser?url=${encodeURIComponent(url)}`;

export function nativeUrl(action: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${SCHEME}${action}${query ? `?${query}` : ''}`;
}

/** The real messenger: every call becomes a `kakaotalk://jigap/<action>?…` navigation. */
export function createNativeBridge(version: string | null, navigate: SchemeNavigate = hiddenFrameNavigate): MessengerBridge {
  const call = (action: string, params?: Record<string, string>) => navigate(nativeUrl(action, params));
  return {
    version,
    startQrScan() {
      return new Promise((resolve) => {
        window.__jigapOnQrScan = (text) => {
          window.__jigapOnQrScan = undefined;
          resolve(text && text.trim() ? text : null);
        };
        call('startQrScan', { callback: '__jigapOnQrScan' });
      });
    },
    webviewMount: () => call('webview_mount'),
    webviewUnmount: () => call('webview_unmount'),
    sendDocsNameToApp: (names) => call('sendDocsNameToApp', { names: JSON.stringify(names) }),
    preventCapture: (on) => call('preventCapture', { on: String(on) }),
    changeStatusBarColor: (color, opts) => call('changeStatusBarColor', { color, dim: String(Boolean(opts?.dim)) }),
    async share(templateId, args) {
      call('share', { templateId, args: JSON.stringify(args) });
      return 'shared';
    },
    openExternal: (url) => call('openExternal', { url }),
    openDeepLink: (url) => navigate(url),
    closeBrowser: () => navigate('kakaotalk://inappbrowser/close'),
  };
}

let current: MessengerBridge | null = null;

/**
 * The one reading of the messenger environment (DESIGN §6): the user agent's `KAKAOTALK <version>`,
 * else the demo cookie. Every version check and messenger test asks this.
 */
export function messengerEnvironment(): MessengerInfo {
  return detectMessenger(renderedFor ?? { userAgent: navigator.userAgent, cookie: document.cookie });
}

let renderedFor: { userAgent: string; cookie: string } | null = null;

/**
 * The server's page render (src/app/page-render.tsx) draws a page for the browser that asked:
 * its user agent and cookie stand for the browser's own while it renders (null: the browser's).
 */
export function renderEnvironment(request: { userAgent: string; cookie: string } | null): void {
  renderedFor = request;
}

/** An iPhone, iPad or iPod: its store, and its longer app-launch fallback (000 §9). */
export const isIos = (userAgent: string = navigator.userAgent): boolean => /iPhone|iPad|iPod/i.test(userAgent);

/** The messenger's store page (the phone's own store), where it is installed or updated. */
export function openMessengerStore(): void {
  getBridge().openExternal(isIos() ? externalUrls.messengerAppStore : externalUrls.messengerStore);
}

export function getBridge(): MessengerBridge {
  if (current) return current;
  const info = messengerEnvironment();
  current = info.native ? createNativeBridge(info.version) : createBrowserBridge();
  return current;
}

/** Replace (or with null, reset) the bridge that `getBridge` returns. */
export function setBridgeForTests(bridge: MessengerBridge | null): void {
  current = bridge;
}
