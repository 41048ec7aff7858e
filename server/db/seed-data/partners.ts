import { apiKeyHash } from '../../bearer-key.ts';
import { seededWalletAddress, walletNameOf } from '../../wallet-address.ts';
import type { Database } from '../database.ts';

/**
 * The partner of the demo (DESIGN §6: `Authorization: Bearer demo-partner-key`) and the wallets
 * its packages deliver to (server/packages/*.json `recipientAddress`). A recipient is a wallet
 * like any user's: a joined user row, never a persona one can sign in as.
 */
export const DEMO_PARTNER = { id: 'demo-partner', name: '데모 파트너', key: 'demo-partner-key' } as const;

export const recipientWallets = [
  { id: 'partner-hanbit-bank', name: '한빛은행' },
  { id: 'partner-nuri-life', name: '누리생명' },
  { id: 'partner-bareun-card', name: '바른카드' },
].map((wallet) => ({ ...wallet, walletAddress: seededWalletAddress(wallet.id) }));

/** Inside seed()'s transaction, on a new database only. */
export async function seedPartners(db: Database, now: string): Promise<void> {
  await db.run('INSERT INTO partners (id, name, key_hash, created_at) VALUES (?, ?, ?, ?)', [
    DEMO_PARTNER.id,
    DEMO_PARTNER.name,
    apiKeyHash(DEMO_PARTNER.key),
    now,
  ]);
  for (const wallet of recipientWallets) {
    await db.run(
      `INSERT INTO users (id, name, joined, wallet_address, wallet_name, wallet_registered, certificate_status, account_status,
         portal_member, main_device_id, service_term_version, privacy_term_version, joined_at, created_at)
       VALUES (?, ?, 1, ?, ?, 1, 'ACTIVE', 'OK', 1, NULL, NULL, NULL, ?, ?)`,
      [wallet.id, wallet.name, wallet.walletAddress, walletNameOf(wallet.name), now, now],
    );
  }
}
