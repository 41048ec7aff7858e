import { seededWalletAddress, walletNameOf } from '../wallet-address.ts';
import type { Sealer } from '../encryption/sealer.ts';
import type { Database } from './database.ts';
import { seedDistributions } from './seed-data/distributions.ts';
import { seedBanners, seedNotice } from './seed-data/home.ts';
import { seedIssuedDocuments } from './seed-data/issued-documents.ts';
import { seedPartners } from './seed-data/partners.ts';
import { OTHER_DEVICE_ID, personas, type Persona } from '../personas.ts';
import { seedRecipientWallets } from './seed-data/recipients.ts';
import { seedTermContents } from './seed-data/term-contents.ts';
import { seedTerms } from './seed-data/terms.ts';

const flag = (value: boolean): number => (value ? 1 : 0);

/** True when the database has never been seeded (a new file). */
export async function needsSeed(db: Database): Promise<boolean> {
  return await db.get('SELECT id FROM users LIMIT 1') === undefined;
}

/** Seeds personas, home data and terms in one transaction (a new database only); form values are sealed. */
export async function seed(db: Database, sealer: Sealer, now = new Date().toISOString()): Promise<void> {
  await db.transaction(async () => {
    for (const persona of personas) await insertPersona(db, persona, now);
    await seedIssuedDocuments(db, sealer, now);
    await seedRecipientWallets(db, now);
    await seedDistributions(db, sealer, now);
    await seedPartners(db, now);
    await db.run('INSERT INTO notices (id, title, into_url, active, created_at) VALUES (?, ?, ?, 1, ?)', [
      seedNotice.id,
      seedNotice.title,
      seedNotice.intoUrl,
      now,
    ]);
    for (const [index, banner] of seedBanners.entries()) {
      await db.run(
        'INSERT INTO banners (id, title, image_url, background_color, into_url, sort_order, active) VALUES (?, ?, ?, ?, ?, ?, 1)',
        [banner.id, banner.title, banner.imageUrl, banner.backgroundColor, banner.intoUrl, index + 1],
      );
    }
    for (const [index, term] of seedTerms.entries()) {
      await db.run(
        `INSERT INTO terms (id, kind, group_name, title, is_required, url, term_type, version, sort_order,
           is_back_button_visible, replacement_keys) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          term.id,
          term.kind,
          term.groupName,
          term.title,
          flag(term.isRequired),
          term.url,
          term.termType,
          term.version,
          index + 1,
          flag(term.isBackButtonVisible),
          term.replacementKeys,
        ],
      );
    }
    for (const [termType, { version, content }] of Object.entries(seedTermContents)) {
      await db.run('INSERT INTO term_contents (term_type, version, content) VALUES (?, ?, ?)', [termType, version, content]);
    }
  });
}

async function insertPersona(db: Database, persona: Persona, now: string): Promise<void> {
  const walletAddress = persona.joined ? seededWalletAddress(persona.id) : null;
  await db.run(
    `INSERT INTO users (id, name, joined, wallet_address, wallet_name, wallet_registered, certificate_status,
       account_status, portal_member, main_device_id, service_term_version, privacy_term_version, joined_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      persona.id,
      persona.name,
      flag(persona.joined),
      walletAddress,
      persona.joined ? walletNameOf(persona.name) : null,
      flag(persona.walletRegistered),
      persona.certificateStatus,
      persona.accountStatus,
      flag(persona.portalMember),
      // Signing in from the demo page ties the main device to that browser, except `subdevice`.
      persona.joined ? OTHER_DEVICE_ID : null,
      persona.serviceTermVersion,
      persona.privacyTermVersion,
      persona.joined ? now : null,
      now,
    ],
  );
}
