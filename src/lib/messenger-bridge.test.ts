// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserShare, createBrowserBridge, createNativeBridge, dimOver, getBridge, hiddenFrameNavigate, messengerEnvironment, nativeUrl, openMessengerStore, setBridgeForTests, type BridgeCall } from './messenger-bridge';

/** jsdom has neither Web Share nor the clipboard: each test says which the browser has. */
function browserHas(features: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: features.share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: features.writeText ? { writeText: features.writeText } : undefined, configurable: true });
}

afterEach(() => {
  setBridgeForTests(null);
  delete window.__jigapBridgeCalls;
  delete window.__jigapQrScanResult;
  document.cookie = 'jigap_messenger=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.head.querySelector('meta[name="theme-color"]')?.remove();
  vi.restoreAllMocks();
  browserHas({});
});

describe('browser bridge (the demo)', () => {
  it('records every call in window.__jigapBridgeCalls', async () => {
    browserHas({ writeText: async () => undefined });
    const bridge = createBrowserBridge();
    bridge.webviewMount();
    bridge.preventCapture(true);
    bridge.sendDocsNameToApp(['주민등록표등본']);
    await bridge.share('1234', { url: 'https://x' });
    expect(window.__jigapBridgeCalls?.map((c) => c.name)).toEqual(['webviewMount', 'preventCapture', 'sendDocsNameToApp', 'share']);
    expect(window.__jigapBridgeCalls?.[1]?.args).toEqual([true]);
  });

  it('shares through Web Share where the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    browserHas({ share, writeText });
    // Handed to the app chosen on the share sheet, not sent by the messenger.
    expect(await createBrowserBridge([]).share('bridge', { url: 'https://x/', title: '전자증명서 지갑' })).toBe('handed');
    expect(share).toHaveBeenCalledWith({ url: 'https://x/', title: '전자증명서 지갑' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a share sheet the user closes is cancelled, not copied; one the page may not open falls back to copying', async () => {
    const writeText = vi.fn(async () => undefined);
    browserHas({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')), writeText });
    expect(await createBrowserBridge([]).share('bridge', { url: 'https://x/' })).toBe('cancelled');
    browserHas({ share: async () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')), writeText });
    expect(await createBrowserBridge([]).share('bridge', { url: 'https://x/' })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/');
  });

  it('copies the link where there is no Web Share (desktop browsers), and fails when it cannot', async () => {
    const writeText = vi.fn(async () => undefined);
    browserHas({ writeText });
    expect(await createBrowserBridge([]).share('bridge', { url: 'https://x/' })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/');
    browserHas({});
    expect(await createBrowserBridge([]).share('bridge', { url: 'https://x/' })).toBe('failed');
  });

  it('writes into a given log', () => {
    const log: BridgeCall[] = [];
    createBrowserBridge(log).webviewUnmount();
    expect(log).toEqual([{ name: 'webviewUnmount', args: [] }]);
  });

  it('opens external links in a new window without opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    createBrowserBridge([]).openExternal('https://www.gov.kr');
    expect(open).toHaveBeenCalledWith('https://www.gov.kr', '_blank', 'noopener');
  });

  it('keeps <meta name="theme-color"> in step with the status bar, dimmed when asked', () => {
    const bridge = createBrowserBridge([]);
    bridge.changeStatusBarColor('#ffffff');
    const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
    expect(meta()).toBe('#ffffff');
    bridge.changeStatusBarColor('rgba(0,0,0,0.5)', { dim: true });
    expect(meta()).toBe('#808080');
  });

  it('answers a QR scan from the test hook', async () => {
    window.__jigapQrScanResult = 'https://example.com/qr';
    expect(await createBrowserBridge([]).startQrScan()).toBe('https://example.com/qr');
  });

  it('reads its version from the demo cookie', () => {
    document.cookie = 'jigap_messenger=11.2.0';
    expect(createBrowserBridge([]).version).toBe('11.2.0');
  });
});

describe('native bridge', () => {
  it('turns each call into a kakaotalk:// URL', () => {
    const urls: string[] = [];
    const bridge = createNativeBridge('10.8.0', (url) => urls.push(url));
    bridge.preventCapture(true);
    bridge.changeStatusBarColor('#121212', { dim: false });
    bridge.webviewMount();
    expect(urls).toEqual([
      nativeUrl('preventCapture', { on: 'true' }),
      nativeUrl('changeStatusBarColor', { color: '#121212', dim: 'false' }),
      'kakaotalk://jigap/webview_mount',
    ]);
    expect(bridge.version).toBe('10.8.0');
  });

  it('resolves a QR scan when the messenger calls back', async () => {
    const bridge = createNativeBridge('10.8.0', () => undefined);
    const scan = bridge.startQrScan();
    window.__jigapOnQrScan?.('QR-TEXT');
    expect(await scan).toBe('QR-TEXT');
  });
});

describe('hidden-frame scheme calls', () => {
  it('each call gets its own hidden frame, gone after one task so an unhandled scheme cannot hold the page', () => {
    vi.useFakeTimers();
    try {
      hiddenFrameNavigate('kakaotalk://jigap/webview_mount');
      hiddenFrameNavigate('kakaotalk://jigap/preventCapture?on=true');
      const frames = [...document.querySelectorAll('iframe')];
      expect(frames.map((f) => f.getAttribute('src'))).toEqual(['kakaotalk://jigap/webview_mount', 'kakaotalk://jigap/preventCapture?on=true']);
      expect(frames.every((f) => f.style.display === 'none' && f.getAttribute('aria-hidden') === 'true' && f.tabIndex === -1)).toBe(true);
      vi.advanceTimersByTime(0);
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('getBridge', () => {
  it('chooses the browser bridge without a messenger user agent, and can be replaced for tests', () => {
    expect(getBridge()).toBe(getBridge());
    const fake = createNativeBridge('1.0.0', () => undefined);
    setBridgeForTests(fake);
    expect(getBridge()).toBe(fake);
  });

  it('dimOver darkens a colour by half', () => {
    expect(dimOver('#ffffff')).toBe('#808080');
    expect(dimOver('#121212')).toBe('#090909');
  });
});

describe('share in a plain browser (000 §7 messenger share; Web Share, else copy)', () => {
  const args = { url: 'http://localhost/shared/abc', title: '증명서 공유' };
  const clipboard = (writeText = vi.fn(async () => undefined)) => ({ clipboard: { writeText } as unknown as Clipboard, writeText });

  it('opens the system share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    expect(await browserShare(args, { share, canShare: () => true, ...clipboard() } as unknown as Navigator)).toBe('handed');
    expect(share).toHaveBeenCalledWith({ url: args.url, title: '증명서 공유' });
  });

  it('a share sheet the user closes is a cancel: nothing is copied', async () => {
    const { writeText, ...rest } = clipboard();
    const share = vi.fn(async () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' })));
    expect(await browserShare(args, { share, ...rest } as unknown as Navigator)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('without a share sheet (or when it is refused) the link is copied', async () => {
    const first = clipboard();
    expect(await browserShare(args, { clipboard: first.clipboard } as unknown as Navigator)).toBe('copied');
    expect(first.writeText).toHaveBeenCalledWith(args.url);
    const refused = vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    expect(await browserShare(args, { share: refused, clipboard: clipboard().clipboard } as unknown as Navigator)).toBe('copied');
  });

  it('when even the clipboard is refused, the share failed', async () => {
    const { clipboard: board } = clipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    expect(await browserShare(args, { clipboard: board } as unknown as Navigator)).toBe('failed');
  });

  it('the demo bridge records the share; the messenger is handed it as a scheme call', async () => {
    const log: BridgeCall[] = [];
    await createBrowserBridge(log).share('ONE_TIME', args);
    expect(log).toEqual([{ name: 'share', args: ['ONE_TIME', args] }]);
    const urls: string[] = [];
    expect(await createNativeBridge('11.2.0', (url) => urls.push(url)).share('ONE_TIME', args)).toBe('shared');
    expect(urls[0]).toMatch(/^kakaotalk:\/\/jigap\/share\?templateId=ONE_TIME&args=/);
  });
});


describe('one reading of the messenger environment, one store link', () => {
  it('messengerEnvironment reads the demo cookie when the user agent has no KAKAOTALK', () => {
    expect(messengerEnvironment()).toEqual({ isMessenger: false, version: null, native: false });
    document.cookie = 'jigap_messenger=11.2.0';
    expect(messengerEnvironment()).toEqual({ isMessenger: true, version: '11.2.0', native: false });
  });

  it('openMessengerStore opens the store page from src/config/paths through the bridge', () => {
    const log: BridgeCall[] = [];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setBridgeForTests(createBrowserBridge(log));
    openMessengerStore();
    expect(log).toEqual([{ name: 'openExternal', args: ['https://play.google.com/store/apps/details?id=com.kakao.talk'] }]);
    expect(open).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=com.kakao.talk', '_blank', 'noopener');
  });
});
