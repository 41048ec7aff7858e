import type { AgreementKind, AgreementSubmit } from '../../../contracts/generated/api.ts';
import { RENEWAL_KINDS } from '../../agreement-kinds.ts';
import type { Database } from '../../db/database.ts';
import type { Repos } from '../../plugins/db.ts';
import { PRIVACY_TERM_TYPE, SERVICE_TERM_TYPE } from '../../db/seed-data/terms.ts';
import type { TermRecord } from '../../db/terms.ts';
import { AppError } from '../../errors.ts';
import { requiredTermMessage, unknownTermMessage } from '../../messages.ts';
import { assertJoined, assertMainDevice, type SignedIn } from '../../plugins/auth.ts';
import { isoNow } from '../../time.ts';
import { newWalletAddress, walletNameOf } from '../../wallet-address.ts';
import { displayTitle, termsOfKinds, uniqueKinds } from './sheet.ts';

const versionKinds = new Set<AgreementKind>(['NEW', ...RENEWAL_KINDS]);

/**
 * Who may agree to what: NEW is how a newcomer joins, on any device. Every other kind is a
 * wallet action: main device only, and joined (unless NEW comes in the same request).
 */
function authorise(caller: SignedIn, kinds: AgreementKind[]): void {
  if (kinds.every((kind) => kind === 'NEW')) return;
  assertMainDevice(caller);
  if (!kinds.includes('NEW')) assertJoined(caller);
}

/** Checks the whole request before anything is stored (DESIGN §7: rejected requests change nothing). */
function validate(available: TermRecord[], body: AgreementSubmit): Map<string, boolean> {
  const answers = new Map(body.terms.map((term) => [term.id, term.isAgreed]));
  const known = new Set(available.map((term) => term.id));
  const unknown = [...answers.keys()].filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError('INVALID_PARAM', { text: { message: unknownTermMessage(unknown) } });
  const missing = available.filter((term) => term.isRequired && answers.get(term.id) !== true);
  if (missing.length > 0) {
    const titles = missing.map((term) => displayTitle(term, {}));
    throw new AppError('INVALID_PARAM', { text: { message: requiredTermMessage(titles) } });
  }
  return answers;
}

/** The service/privacy versions this agreement brings the user up to. */
function agreedVersions(agreed: TermRecord[]): { service?: number; privacy?: number } {
  const versions: { service?: number; privacy?: number } = {};
  for (const term of agreed.filter((t) => versionKinds.has(t.kind))) {
    if (term.termType === SERVICE_TERM_TYPE) versions.service = Math.max(versions.service ?? 0, term.version);
    if (term.termType === PRIVACY_TERM_TYPE) versions.privacy = Math.max(versions.privacy ?? 0, term.version);
  }
  return versions;
}

export async function submitAgreement(repos: Repos, db: Pick<Database, 'transaction'>, caller: SignedIn, body: AgreementSubmit) {
  const kinds = uniqueKinds(body.types);
  authorise(caller, kinds);
  const available = await termsOfKinds(repos.terms, kinds);
  const answers = validate(available, body);
  const now = isoNow();
  const { user, session } = caller;

  await db.transaction(async () => {
    for (const term of available.filter((t) => answers.has(t.id))) {
      await repos.agreements.record({
        userId: user.id,
        termId: term.id,
        termVersion: term.version,
        kind: term.kind,
        path: body.path,
        isAgreed: answers.get(term.id) === true,
        agreedAt: now,
      });
    }
    if (kinds.includes('NEW') && !user.joined) {
      await repos.users.join(user.id, { address: newWalletAddress(), name: walletNameOf(user.name) }, session.deviceId, now);
    }
    if (kinds.includes('UNREGISTERED_WALLET')) await repos.users.registerWallet(user.id, newWalletAddress());
    await repos.users.setTermVersions(user.id, agreedVersions(available.filter((t) => answers.get(t.id) === true)));
  });

  const updated = await repos.users.findById(user.id) ?? user;
  return { joined: updated.joined, walletAddress: updated.walletAddress };
}
