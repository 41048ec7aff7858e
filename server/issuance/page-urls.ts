import type { ExternalSites, Portal, Signer } from './ports.ts';

/**
 * Where the outside parties' pages are: each party's base URL (JIGAP_SIGNER_URL, JIGAP_PORTAL_URL,
 * JIGAP_SITES_URL; the simulated parties' `/sim` by default). An absolute URL is another origin's.
 */
export interface PageBases {
  signer: string;
  portal: string;
  sites: string;
}

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return `${path}?${params.toString()}`;
};

/** A base URL as given, without its trailing slash: a path of this server (`/sim`) or an http(s) URL. */
function trimmed(base: string, name: string): string {
  let absolute = false;
  try {
    absolute = ['http:', 'https:'].includes(new URL(base).protocol);
  } catch {
    // not absolute: a path, checked below
  }
  if (!absolute && !/^\/(?!\/)/.test(base)) throw new Error(`the ${name} pages' URL must be a path such as /sim or an http(s) URL, got '${base}'`);
  return base.replace(/\/+$/, '');
}
const segment = encodeURIComponent;

/**
 * The parties' pages at their base URLs, each reached by one path with the wallet's return URL
 * (docs/architecture.md says what each page does and how it answers the wallet).
 */
export function pagesAt(bases: PageBases): { signer: Signer; portal: Portal; sites: ExternalSites } {
  const signer = trimmed(bases.signer, 'signer');
  const portal = trimmed(bases.portal, 'portal');
  const sites = trimmed(bases.sites, 'sites');
  return {
    signer: {
      applicationUrl: (id, returnUrl) => withQuery(`${signer}/sign/${segment(id)}`, { returnUrl }),
      packageUrl: (id, returnUrl) => withQuery(`${signer}/sign-package/${segment(id)}`, { returnUrl }),
    },
    portal: {
      identityCheckUrl: (id, institutionCode, returnUrl) => withQuery(`${portal}/portal/${segment(id)}`, { university: institutionCode, returnUrl }),
      packageIdentityCheckUrl: (id, returnUrl) => withQuery(`${portal}/portal-package/${segment(id)}`, { returnUrl }),
      simpleAuthUrl: (edocPath, returnUrl) => withQuery(`${portal}/simple-auth`, { edoc: edocPath, returnUrl }),
    },
    sites: {
      applyUrl: (_site, id, returnUrl) => withQuery(`${sites}/court/${segment(id)}`, { returnUrl }),
    },
  };
}
