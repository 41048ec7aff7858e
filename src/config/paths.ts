/** Every route of the client in one place (spec 000 §2.1): no URL string is typed twice. */
export const TABS = ['apply', 'inbox', 'distribution'] as const;
export type HomeTab = (typeof TABS)[number];

export const isHomeTab = (value: string | undefined): value is HomeTab =>
  (TABS as readonly string[]).includes(value ?? '');

const HOME = '/home';

const ROOT_QR = 'qr';

export const paths = {
  root: { path: '/', getHref: () => '/' },
  policy: { path: '/policy', getHref: () => '/policy' },
  /** /home alone goes to the apply tab. */
  homeRoot: { path: HOME, getHref: () => HOME },
  home: { path: `${HOME}/:tab`, getHref: (tab: HomeTab = 'apply', search = '') => `${HOME}/${tab}${search}` },
  serviceTerms: { path: '/agreement/service', getHref: () => '/agreement/service' },
  /**
   * `reissue`: a document whose application's values fill the form (재발급). `returnTo`: the page
   * that sent the citizen to issue this certificate, where the issue runner goes once it is issued
   * (instead of the viewer) and where the page's back goes.
   */
  issue: {
    path: '/issue/:edoc',
    getHref: (edoc: string, query: { reissue?: string | undefined; returnTo?: string | undefined } = {}) => `/issue/${encodeURIComponent(edoc)}${toQuery(query)}`,
  },
  // The runner's own pages (000 §2.1).
  issueFail: { path: '/issue/fail', getHref: (message?: string | null) => `/issue/fail${toQuery({ message })}` },
  issueDelayed: { path: '/issue/delayed', getHref: () => '/issue/delayed' },
  issueChanneling: {
    path: '/issue/channeling',
    getHref: (query: { edoc: string; id: string; url: string }) => `/issue/channeling${toQuery(query)}`,
  },
  issueExternalChanneling: {
    path: '/issue/external-channeling',
    getHref: (query: { url: string; edoc: string }) => `/issue/external-channeling${toQuery(query)}`,
  },
  application: { path: '/application', getHref: () => '/application' },
  /** A verifier's OpenID4VP request the citizen answers: scanned, or a same-device link carrying the request's query. */
  presentation: { path: '/presentation', getHref: (query = '') => `/presentation${query ? `?${query}` : ''}` },
  /** The citizen's activity log (이용 기록), reached from the inbox; `documentId` opens it filtered to one document. */
  activity: { path: '/activity', getHref: (query: { documentId?: string } = {}) => `/activity${toQuery(query)}` },
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
  // Submission (001 §2.2), the page a one-time link opens, the public authenticity check.
  submission: {
    path: '/submission',
    getHref: (documentIds: readonly string[] = []) => `/submission${listQuery('documentIds', documentIds)}`,
  },
  submissionComplete: { path: '/submission/complete', getHref: () => '/submission/complete' },
  shared: { path: '/shared/:token', getHref: (token: string) => `/shared/${encodeURIComponent(token)}` },
  verify: { path: '/verify', getHref: () => '/verify' },
  // The organisation's desk (staff of a receiving organisation, beyond the spec).
  desk: { path: '/desk', getHref: (keyword?: string) => `/desk${toQuery({ keyword })}` },
  deskSubmission: { path: '/desk/submissions/:id', getHref: (id: string) => `/desk/submissions/${encodeURIComponent(id)}` },
  // The partner package flow (001 §2.1); each page is /papas/{papas}/{page}.
  papasRedirect: papasPage('redirect'),
  papasStart: papasPage('start'),
  papasChanneling: papasPage('channeling'),
  papasNotQualified: papasPage('not_qualified'),
  papasComplete: papasPage('complete'),
  papasFailed: papasPage('failed'),
  simLogin: { path: '/sim/login', getHref: (returnUrl: string) => `/sim/login${toQuery({ returnUrl })}` },
  /** The portal's simple authentication (a non-member applies as a guest; 000 §8.4 {hash}, 001 §2.1). */
  simSimpleAuth: { path: '/sim/simple-auth', getHref: (returnUrl: string, edoc?: string) => `/sim/simple-auth${toQuery({ edoc, returnUrl })}` },
  /** The certificate signup a user without a certificate goes through before signing (000 §4.3). */
  simCertSignup: { path: '/sim/cert-signup', getHref: (returnUrl: string) => `/sim/cert-signup${toQuery({ returnUrl })}` },
  /** The end of a desk session: back to the simulated organisation login. */
  simOrgLogout: { path: '/sim/org-logout', getHref: () => '/sim/org-logout' },
  // The bridge's QR layers (001 §2.3); `path` is the layer's name in the root's layer table.
  rootQr: { path: ROOT_QR, layer: () => ROOT_QR, getHref: () => layerHref('/', ROOT_QR) },
  rootQrEdoc: { path: `${ROOT_QR}/:edocName`, layer: rootQrEdocLayer, getHref: (edocName: string) => layerHref('/', rootQrEdocLayer(edocName)) },
  /** 000 §2.1 also names them /qr and /qr/{edocName}: those addresses open the same layers. */
  qrAlias: { path: `/${ROOT_QR}/*`, getHref: (edocName?: string) => `/${edocName ? rootQrEdocLayer(edocName) : ROOT_QR}` },
  // The bridge's same-origin static catalogue (001 §7).
  qrcodeInfo: qrStaticFile('qrcodeInfo.json'),
  serviceQrInfo: qrStaticFile('serviceQrInfo.json'),
} as const;

/** The home tab a location is on (`/home/inbox/layer/x` → inbox), or null for any other page. */
export function homeTabOf(pathname: string): HomeTab | null {
  if (!pathname.startsWith(`${HOME}/`)) return null;
  const tab = pathname.slice(HOME.length + 1).split('/')[0];
  return isHomeTab(tab) ? tab : null;
}

/** A path of this app to go back to (`/presentation?…`), or undefined: never another origin (`//host`, `/\host`, a scheme). */
export function internalPathOf(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return [...value].some((char) => char.charCodeAt(0) < 0x20) ? undefined : value;
}

/** Whether a location is one of the error pages (/error, /error/…). */
export const isErrorPath = (pathname: string): boolean => pathname === paths.error.path || pathname.startsWith(`${paths.error.path}/`);

interface DistributionRecordRef {
  type: 'SUBMITTED' | 'RECEIVED';
  distributionId: string;
  /** The document's id. */
  id: string;
}

/** The layer of a sent or received record (000 §2.2): submitted/{distributionId}/{id} or received/{distributionId}/{id}. */
export function distributionRecordLayer({ type, distributionId, id }: DistributionRecordRef): string {
  return `${type === 'SUBMITTED' ? 'submitted' : 'received'}/${encodeURIComponent(distributionId)}/${encodeURIComponent(id)}`;
}

/** The layer of a presentation's record (beyond the spec: 보낸 내역 lists presentations too): presented/{id}. */
export const presentationRecordLayer = (id: string): string => `presented/${encodeURIComponent(id)}`;

/** A presentation's record layer over the distribution tab. */
export const presentationRecordHref = (id: string): string => layerHref(paths.home.getHref('distribution'), presentationRecordLayer(id));

/** That record's layer over the distribution tab. */
export const distributionRecordHref = (record: DistributionRecordRef): string => layerHref(paths.home.getHref('distribution'), distributionRecordLayer(record));

function rootQrEdocLayer(edocName: string): string {
  return `${ROOT_QR}/${encodeURIComponent(edocName)}`;
}

function qrStaticFile(name: string) {
  const path = `/zzng_static/macaron/qrcode/${name}`;
  return { path, getHref: () => path };
}

function papasPage(page: string) {
  return {
    path: `/papas/:papas/${page}`,
    getHref: (papas: string, query: Record<string, string | undefined> = {}) => `/papas/${encodeURIComponent(papas)}/${page}${toQuery(query)}`,
  };
}

/** `name` repeated once per value (`?documentIds=a&documentIds=b`), as the spec's repeated query values. */
export function listQuery(name: string, values: readonly string[]): string {
  const params = new URLSearchParams();
  for (const value of values) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

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

/** Addresses outside the wallet, opened through the messenger adapter (src/lib/messenger-bridge.ts) or as links. */
export const externalUrls = {
  /** The messenger's store page: where an update is installed (000 §9 messenger versions). */
  messengerStore: 'https://play.google.com/store/apps/details?id=com.kakao.talk',
  /** The same on an iPhone or iPad. */
  messengerAppStore: 'https://apps.apple.com/kr/app/id362057947',
  /**
   * The operator's own sites in the bridge page's footer (001 §2.3). They are not part of this
   * repository: placeholders on the reserved .example domain for the operator to replace.
   */
  customerCentre: 'https://help.jigap.example/',
  notices: 'https://jigap.example/notices',
  company: 'https://jigap.example/',
  /** The Fair Trade Commission's public register of mail-order businesses, by registration number. */
  businessCheck: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000',
} as const;
