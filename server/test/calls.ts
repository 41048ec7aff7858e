/** Every signed-in call of the API (docs/api.md), for tests that sweep all of them. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** Needs the main device and a joined user (a wallet call). */
  wallet: boolean;
}

export const NEW_AGREEMENT = {
  types: ['NEW'],
  path: '/home/apply',
  terms: [
    { id: 'new-service-terms', isAgreed: true },
    { id: 'new-privacy', isAgreed: true },
    { id: 'new-unique-id', isAgreed: true },
    { id: 'new-wallet-terms', isAgreed: true },
    { id: 'new-news', isAgreed: false },
  ],
};

export const QR_PASS_AGREEMENT = {
  types: ['QR_PASS'],
  path: '/home/apply',
  terms: [{ id: 'qr-pass-info', isAgreed: true }],
};

export const signedInCalls: ApiCall[] = [
  { method: 'GET', url: '/api/check/wallet-and-device', wallet: false },
  { method: 'GET', url: '/api/v2/home', wallet: false },
  { method: 'GET', url: '/api/v1/user', wallet: false },
  { method: 'GET', url: '/api/v1/user/status', wallet: false },
  { method: 'PUT', url: '/api/v1/user/device', wallet: false },
  { method: 'DELETE', url: '/api/v1/user/wallet-address', wallet: true },
  { method: 'GET', url: '/api/v2/agreement?types=NEW&path=%2Fhome%2Fapply', wallet: false },
  { method: 'GET', url: `/api/v2/agreement/term/${encodeURIComponent('이용약관')}`, wallet: false },
  { method: 'POST', url: '/api/v2/agreement', body: NEW_AGREEMENT, wallet: false },
  { method: 'POST', url: '/api/v2/agreement', body: QR_PASS_AGREEMENT, wallet: true },
  { method: 'GET', url: '/api/v2/inbox?pageNumber=1&pageSize=20', wallet: true },
  { method: 'GET', url: '/api/v2/distribution?pageNumber=1', wallet: true },
  { method: 'GET', url: '/api/v2/application/form', wallet: false },
];

export const describeCall = (call: ApiCall): string =>
  `${call.method} ${decodeURIComponent(call.url)}${call.body ? ` ${JSON.stringify((call.body as { types: string[] }).types)}` : ''}`;
