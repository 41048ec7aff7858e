import type { FastifyInstance } from 'fastify';
import { AppError, outageError } from '../../errors.ts';
import { onOtherDevice, signedIn } from '../../plugins/auth.ts';
import { responses } from '../../schemas.ts';
import { kstDigits } from '../../time.ts';
import { renewalCodeOf } from '../agreement/renewal.ts';

export default async function checkRoutes(app: FastifyInstance): Promise<void> {
  // The startup's check (000 §4.1), and the health check of a load balancer: while this process
  // cannot reach its database it answers 503, so the balancer takes it out until it can again.
  app.get(
    '/api/check',
    { config: { auth: 'none' }, schema: { response: responses('check-response') } },
    async () => {
      if (app.db.availability?.up === false) throw outageError();
      return { result: { status: 'OK', serverTime: kstDigits(Date.now()) } };
    },
  );

  // The startup's wallet-and-join check (000 §4.1): the popups of §8.4 come from its 409s.
  app.get(
    '/api/check/wallet-and-device',
    { config: { auth: 'user' }, schema: { response: responses('wallet-and-device-response') } },
    async (request) => {
      const caller = signedIn(request);
      const { user } = caller;
      if (!user.joined) return { result: { joined: false, walletAddress: null, mainDevice: true } };
      if (onOtherDevice(caller)) throw new AppError('UNREGISTERED_DEVICE');
      if (!user.walletRegistered) throw new AppError('UNREGISTERED_WALLET');
      const renewal = await renewalCodeOf(user, app.repos.terms);
      if (renewal) throw new AppError(renewal);
      return { result: { joined: true, walletAddress: user.walletAddress, mainDevice: true } };
    },
  );
}
