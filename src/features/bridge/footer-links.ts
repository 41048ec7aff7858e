import { externalUrls, paths } from '../../config/paths';
import { bridgeMessages as m } from './messages';

export interface FooterLink {
  label: string;
  href: string;
  /** A page of this app (same tab) rather than the operator's sites (new tab). */
  internal: boolean;
}

/** The footer of spec 001 §2.3 (the company's support phone and mail are left out, as the spec leaves them out). */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: m.privacyPolicy, href: paths.policy.getHref(), internal: true },
  { label: m.customerCentre, href: externalUrls.customerCentre, internal: false },
  { label: m.notices, href: externalUrls.notices, internal: false },
  { label: m.companySite, href: externalUrls.company, internal: false },
  { label: m.businessCheck, href: externalUrls.businessCheck, internal: false },
];
