import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability } from '../../db/availability.ts';
import { MAINTENANCE_RETRY_AFTER_SECONDS, OUTAGE_RETRY_AFTER_SECONDS } from '../../errors.ts';
import { outageText } from '../../messages.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seededWalletAddress } from '../../wallet-address.ts';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('GET /api/check', () => {
  it('answers status OK and the server time as 14 digits (year to second, no separators)', async () => {
    t = await buildTestApp();
    const response = await t.call('GET', '/api/check');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { status: 'OK', serverTime: expect.stringMatching(/^\d{14}$/) } });
  });

  it('answers 503 MAINTENANCE with the server message while the service is under maintenance', async () => {
    t = await buildTestApp({ maintenanceMessage: '12월 6일 06:00까지 정기 점검 중입니다.' });
    const response = await t.call('GET', '/api/check');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'MAINTENANCE',
      message: '12월 6일 06:00까지 정기 점검 중입니다.',
      title: '서비스 점검 중이에요',
      status: 503,
    });
  });

  it('maintenance answers every other /api call too, even with a session', async () => {
    t = await buildTestApp({ maintenanceMessage: '점검 중' });
    const cookies = await t.login('citizen');
    for (const url of ['/api/v1/user/status', '/api/v2/home', '/api/v2/inbox']) {
      expect((await t.call('GET', url, cookies)).json().code).toBe('MAINTENANCE');
    }
  });

  it('is the health check: 503 with the outage body and Retry-After while the process cannot reach its database, 200 again once it can', async () => {
    t = await buildTestApp();
    let reachable = false;
    const availability = new DatabaseAvailability(async () => {
      if (!reachable) throw Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    });
    // The test's SQLite database is given the watch a PostgreSQL one has.
    Object.assign(t.app.db, { availability });
    try {
      availability.check('Connection terminated unexpectedly');
      await expect.poll(() => availability.up).toBe(false);
      const down = await t.call('GET', '/api/check');
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      expect(down.json()).toEqual({ code: 'ERROR', ...outageText, buttons: [], reason: null, returnUrl: null, status: 503 });
      reachable = true;
      await expect.poll(async () => (await t.call('GET', '/api/check')).statusCode, { timeout: 3000 }).toBe(200);
    } finally {
      availability.close();
    }
  });

  it("maintenance's 503 carries a Retry-After of its own (its end is not known), and is not counted among the calls an outage refused", async () => {
    t = await buildTestApp({ maintenanceMessage: '점검 중' });
    const availability = new DatabaseAvailability(async () => undefined);
    Object.assign(t.app.db, { availability });
    const refused = vi.spyOn(availability, 'refused');
    try {
      const response = await t.call('GET', '/api/v2/home');
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('MAINTENANCE');
      expect(response.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(refused).not.toHaveBeenCalled();
    } finally {
      availability.close();
    }
  });

  it('maintenance leaves the demo login and the client pages reachable', async () => {
    t = await buildTestApp({ maintenanceMessage: '점검 중' });
    expect((await t.call('GET', '/sim/login')).statusCode).toBe(200);
  });
});

describe('GET /api/check/wallet-and-device', () => {
  it('a joined user on the main device gets joined, the wallet address and mainDevice', async () => {
    t = await buildTestApp();
    const response = await t.call('GET', '/api/check/wallet-and-device', await t.login('citizen'));
    expect(response.json()).toEqual({
      result: { joined: true, walletAddress: seededWalletAddress('citizen'), mainDevice: true },
    });
  });

  it('a user who is not joined gets joined false and no wallet address', async () => {
    t = await buildTestApp();
    const response = await t.call('GET', '/api/check/wallet-and-device', await t.login('newcomer'));
    expect(response.json()).toEqual({ result: { joined: false, walletAddress: null, mainDevice: true } });
  });

  it('a wallet tied to another device answers 409 UNREGISTERED_DEVICE with the popup text of 000 §8.4', async () => {
    t = await buildTestApp();
    const response = await t.call('GET', '/api/check/wallet-and-device', await t.login('subdevice'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'UNREGISTERED_DEVICE',
      title: '이용할 기기를 변경할까요?',
      message: '이미 다른 기기에서 전자증명서 서비스를 이용 중입니다. 앞으로 이 기기로 이용하시겠습니까?',
      buttons: [],
      reason: null,
      returnUrl: null,
      status: 409,
    });
  });

  it('an unregistered wallet answers 409 UNREGISTERED_WALLET', async () => {
    t = await buildTestApp();
    const response = await t.call('GET', '/api/check/wallet-and-device', await t.login('unregistered'));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('UNREGISTERED_WALLET');
  });

  it('a user who must agree to renewed service terms answers 409 REQUIRED_TO_RENEW_SERVICE_TERM', async () => {
    t = await buildTestApp();
    const response = await t.call('GET', '/api/check/wallet-and-device', await t.login('renewal'));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REQUIRED_TO_RENEW_SERVICE_TERM');
  });

  it('renewal of the privacy terms, or of both, answers its own code', async () => {
    t = await buildTestApp();
    const cookies = await t.login('renewal');
    await t.app.repos.users.setTermVersions('renewal', { service: 2, privacy: 1 });
    const privacy = await t.call('GET', '/api/check/wallet-and-device', cookies);
    expect(privacy.json().code).toBe('REQUIRED_TO_RENEW_PRIVACY_TERM');
    await t.app.repos.users.setTermVersions('renewal', { service: 1 });
    const both = await t.call('GET', '/api/check/wallet-and-device', cookies);
    expect(both.json().code).toBe('REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM');
  });
});
