/**
 * Spec 001 §2.3 and §6: on a PC a certificate opens its QR layer; on a phone it opens the app.
 * A phone is a mobile user agent (Android, iPhone, iPod, iPad, any "Mobile" browser, the
 * messenger itself) or a browser whose primary pointer is coarse: a touch screen, e.g. an iPad
 * that presents a desktop user agent. A laptop with a touch screen keeps a fine primary pointer
 * (its trackpad or mouse) and counts as a PC. The window's width plays no part: a narrow
 * window on a PC still gets the QR code it needs.
 */
const MOBILE_USER_AGENT = /Android|iPhone|iPod|iPad|Mobile|KAKAOTALK/i;

export function isPhone(userAgent: string, primaryPointerCoarse: boolean): boolean {
  return MOBILE_USER_AGENT.test(userAgent) || primaryPointerCoarse;
}

export function detectPhone(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return isPhone(navigator.userAgent, coarse);
}
