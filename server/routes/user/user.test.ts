import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seededWalletAddress } from '../../wallet-address.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/v1/user', () => {
  it('answers name, walletAddress, walletName and joined', async () => {
    const response = await t.call('GET', '/api/v1/user', await t.login('citizen'));
    expect(response.json()).toEqual({
      result: {
        name: '김민준',
        walletAddress: seededWalletAddress('citizen'),
        walletName: '김민준의 전자증명서 지갑',
        joined: true,
      },
    });
  });

  it('a wallet address has letters and digits only', async () => {
    const { walletAddress } = (await t.call('GET', '/api/v1/user', await t.login('receiver'))).json().result;
    expect(walletAddress).toMatch(/^[A-Z0-9]{20}$/);
  });

  it('a user who is not joined has no wallet address and no wallet name', async () => {
    const response = await t.call('GET', '/api/v1/user', await t.login('newcomer'));
    expect(response.json().result).toEqual({ name: '박지훈', walletAddress: null, walletName: null, joined: false });
  });
});

describe('GET /api/v1/user/status', () => {
  it.each([
    ['citizen', true, 'ACTIVE'],
    ['nocert', true, 'NONE'],
    ['newcomer', false, 'ACTIVE'],
    ['guest', true, 'ACTIVE'],
  ])('%s: joined %s, certificateStatus %s', async (persona, joined, certificateStatus) => {
    const response = await t.call('GET', '/api/v1/user/status', await t.login(persona));
    expect(response.json()).toEqual({ result: { joined, certificateStatus } });
  });
});

describe('device change (000 §4.9)', () => {
  it('subdevice: 409 UNREGISTERED_DEVICE, then PUT device → changed, then the wallet check passes', async () => {
    const cookies = await t.login('subdevice');
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).statusCode).toBe(409);
    expect((await t.call('GET', '/api/v2/inbox', cookies)).json().code).toBe('MAIN_DEVICE_ONLY');

    const change = await t.call('PUT', '/api/v1/user/device', cookies);
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ result: { changed: true } });

    const check = await t.call('GET', '/api/check/wallet-and-device', cookies);
    expect(check.statusCode).toBe(200);
    expect(check.json().result).toMatchObject({ joined: true, mainDevice: true });
    expect((await t.call('GET', '/api/v2/inbox', cookies)).statusCode).toBe(200);
  });

  it('after the change, the old device is the sub-device', async () => {
    const phone = await t.login('citizen', { device: 'phone-device-1' });
    const tablet = await t.login('citizen', { device: 'tablet-device-2' });
    // Signing in on the tablet made it the main device; the phone's session now sits on a sub-device.
    expect((await t.call('GET', '/api/check/wallet-and-device', phone)).json().code).toBe('UNREGISTERED_DEVICE');
    await t.call('PUT', '/api/v1/user/device', phone);
    expect((await t.call('GET', '/api/check/wallet-and-device', tablet)).json().code).toBe('UNREGISTERED_DEVICE');
    expect((await t.call('GET', '/api/check/wallet-and-device', phone)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/user/wallet-address (wallet disposal deletes the wallet address)', () => {
  it('answers deleted; the user is then not joined and has no wallet address', async () => {
    const cookies = await t.login('citizen');
    const response = await t.call('DELETE', '/api/v1/user/wallet-address', cookies);
    expect(response.json()).toEqual({ result: { deleted: true } });
    expect((await t.call('GET', '/api/v1/user', cookies)).json().result).toMatchObject({
      walletAddress: null,
      joined: false,
    });
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).json().result).toEqual({
      joined: false,
      walletAddress: null,
      mainDevice: true,
    });
  });

  it('keeps the documents', async () => {
    await t.app.db.run(
      `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
      ['doc-kept', 'citizen', '주민등록표등본', '행정안전부', new Date().toISOString(), new Date(Date.now() + 864e5).toISOString()],
    );
    await t.call('DELETE', '/api/v1/user/wallet-address', await t.login('citizen'));
    expect(await t.app.db.get('SELECT id FROM documents WHERE id = ?', ['doc-kept'])).toEqual({ id: 'doc-kept' });
  });
});
