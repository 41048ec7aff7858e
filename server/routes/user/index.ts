import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth.ts';
import { responses } from '../../schemas.ts';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/user', { config: { auth: 'user' }, schema: { response: responses('user-response') } }, async (request) => {
    const { user } = signedIn(request);
    return { result: { name: user.name, walletAddress: user.walletAddress, walletName: user.walletName, joined: user.joined } };
  });

  // The benchmark's hot read: the user comes from the session cache, no query runs, and its
  // 50-byte body skips the compression hooks (it is far below any useful threshold).
  app.get(
    '/api/v1/user/status',
    { config: { auth: 'user' }, compress: false, decompress: false, schema: { response: responses('user-status-response') } },
    // Not async: the answer is at hand (the auth hook read the user), so no promise is made for it.
    (request) => {
      const { user } = signedIn(request);
      return { result: { joined: user.joined, certificateStatus: user.certificateStatus } };
    },
  );

  // Device change (000 §4.9): this browser becomes the main device.
  app.put(
    '/api/v1/user/device',
    { config: { auth: 'user' }, schema: { response: responses('device-change-response') } },
    async (request) => {
      const { user, session } = signedIn(request);
      await app.repos.users.setMainDevice(user.id, session.deviceId);
      return { result: { changed: true } };
    },
  );

  // Wallet disposal (000 §4.10): the address goes, documents stay.
  app.delete(
    '/api/v1/user/wallet-address',
    { config: { auth: 'wallet' }, schema: { response: responses('wallet-delete-response') } },
    async (request) => {
      const { user } = signedIn(request);
      await app.repos.users.disposeWallet(user.id);
      return { result: { deleted: true } };
    },
  );
}
