import { paths } from '../../config/paths';
import { bridgeMessages as m } from './messages';

export interface FooterLink {
  label: string;
  href: string;
  /** A page of this app (same tab) rather than the operator's sites (new tab). */
  internal: boolean;
}

/**
 * The footer of spec 001 §2.3. The operator's own sites are not part of this repository: these
 * addresses are placeholders on the reserved .example domain for the operator to replace (the
 * company's support phone and mail are left out, as the spec leaves them out).
 */
export const OPERATOR_SITES = {
  customerCentre: 'https://help.jigap.example/',
  notices: 'https://jigap.example/notices',
  company: 'https://jigap.example/',
  // The Fair Trade Commission's public register of mail-order businesses, by registration number.
  businessCheck: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000',
} as const;

export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: m.privacyPolicy, href: paths.policy.getHref(), internal: true },
  { label: m.customerCentre, href: OPERATOR_SITES.customerCentre, internal: false },
  { label: m.notices, href: OPERATOR_SITES.notices, internal: false },
  { label: m.companySite, href: OPERATOR_SITES.company, internal: false },
  { label: m.businessCheck, href: OPERATOR_SITES.businessCheck, internal: false },
];
