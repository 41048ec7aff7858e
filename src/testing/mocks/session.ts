import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { sessionApi } from '../../api/session-api';
import { createTestStore } from '../test-store';

/** GET /api/check/wallet-and-device: a user who has joined (a wallet, this the main device) or not. */
export const walletAndDevice = (joined = true) =>
  http.get('*/api/check/wallet-and-device', () => HttpResponse.json({ result: { joined, walletAddress: joined ? 'WALLET1' : null, mainDevice: true } }));

/** A fresh store that already holds the session of a user who has joined or not, as the app's start-up leaves it. */
export async function createSessionStore(server: SetupServer, joined: boolean) {
  server.use(walletAndDevice(joined));
  const store = createTestStore();
  await store.dispatch(sessionApi.endpoints.walletAndDevice.initiate());
  return store;
}
