/** Every route of the client in one place (spec 000 §2.1): no URL string is typed twice. */
export const TABS = ['apply', 'inbox', 'distribution'] as const;
export type HomeTab = (typeof TABS)[number];

export const isHomeTab = (value: string | undefined): value is HomeTab =>
  (TABS as readonly string[]).includes(value ?? '');

export const paths = {
  root: { path: '/', getHref: () => '/' },
  policy: { path: '/policy', getHref: () => '/policy' },
  home: { path: '/home/:tab', getHref: (tab: HomeTab = 'apply', search = '') => `/home/${tab}${search}` },
  serviceTerms: { path: '/agreement/service', getHref: () => '/agreement/service' },
  issue: { path: '/issue/:edoc', getHref: (edoc: string) => `/issue/${encodeURIComponent(edoc)}` },
  application: { path: '/application', getHref: () => '/application' },
  viewer: {
    path: '/issued/viewer/:documentId',
    getHref: (documentId: string, query: Record<string, string | undefined> = {}) =>
      `/issued/viewer/${encodeURIComponent(documentId)}${toQuery(query)}`,
  },
  certPass: { path: '/issued/cert-pass', getHref: (url: string, name?: string) => `/issued/cert-pass${toQuery({ url, name })}` },
  error: {
    path: '/error',
    getHref: (query: Record<string, string | number | undefined> = {}) => `/error${toQuery(query)}`,
  },
  invalidVersion: { path: '/error/invalid_version', getHref: () => '/error/invalid_version' },
  invalidPath: { path: '/error/invalid_path', getHref: () => '/error/invalid_path' },
  refresh: {
    path: '/error/refresh',
    getHref: (from?: string) => `/error/refresh${toQuery({ from })}`,
  },
  errorStatus: { path: '/error/status/:status', getHref: (status: number) => `/error/status/${status}` },
  papasError: {
    path: '/error/papas/:papas',
    getHref: (papas: string, query: Record<string, string | number | undefined> = {}) =>
      `/error/papas/${encodeURIComponent(papas)}${toQuery(query)}`,
  },
  simLogin: { path: '/sim/login', getHref: (returnUrl: string) => `/sim/login${toQuery({ returnUrl })}` },
} as const;

export function toQuery(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A layer is addressed by appending /layer/<name> to its page path (spec 000 §2.2). */
export function layerHref(pagePath: string, layer: string, query: Record<string, string | undefined> = {}): string {
  const base = pagePath.replace(/\/layer\/.*$/, '').replace(/\/$/, '');
  return `${base}/layer/${layer}${toQuery(query)}`;
}
