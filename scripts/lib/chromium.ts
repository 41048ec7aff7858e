/**
 * Debian's Chromium (never a downloaded browser) and the flags every headless run uses: the
 * end-to-end harness, cert:diff --visual and the bench (page JS and Lighthouse).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
