import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SubmissionRequest, SubmissionResult } from '../../../contracts/generated/api.ts';
import type { RecipientRecord } from '../../db/recipients.ts';
import { AppError } from '../../errors.ts';
import { submissionTexts } from '../../messages.ts';
import type { SignedIn } from '../../plugins/auth.ts';
import { toInboxDocument } from '../../db/documents.ts';
import { submittedEvent } from '../../activity/events.ts';
import { isoNow, kstDigits } from '../../time.ts';
import { ownDocuments } from '../inbox/readable.ts';

/** 001 §5: a wallet address is letters and digits only (stored upper-case). */
const ADDRESS_PATTERN = /^[A-Za-z0-9]+$/;

/** The recipient of an address, or the spec's error: INVALID_WALLET_ADDRESS, MY_WALLET_ADDRESS (001 §5). */
export async function recipientOf(app: FastifyInstance, caller: SignedIn, address: string): Promise<RecipientRecord> {
  if (!ADDRESS_PATTERN.test(address)) throw new AppError('INVALID_WALLET_ADDRESS');
  // The caller's own wallet is found like any other (a joined user's): its owner tells it apart.
  const recipient = await app.repos.recipients.byAddress(address);
  if (!recipient) throw new AppError('INVALID_WALLET_ADDRESS');
  if (recipient.userId === caller.user.id) throw new AppError('MY_WALLET_ADDRESS');
  return recipient;
}

/** A six-digit viewing number (001 §2.2: the sender passes it to the person in charge). */
const newPin = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Submits the caller's documents to a wallet (001 §4.2): checks everything first, then in one
 * transaction uses up one submission of each limited document and records the submission on both
 * sides. The same documents sent again to the same wallet while that submission is still unread
 * answer that submission, saying so (alreadySent, with its time): nothing new is recorded or used up.
 */
export async function submit(app: FastifyInstance, caller: SignedIn, body: SubmissionRequest): Promise<SubmissionResult> {
  const recipient = await recipientOf(app, caller, body.receiverAddress);
  if (recipient.needAgreement && !body.agreed) {
    throw new AppError('DISTRIBUTION_ERROR', { text: submissionTexts.agreementRequired(recipient.name) });
  }
  const now = Date.now();
  // The caller's documents, all in the inbox and readable (NOT_FOUND, DOCUMENT_NOT_FOUND, DOCUMENT_EXPIRED).
  const documents = (await ownDocuments(app, caller.user.id, body.documentIds, now)).map((row) => ({
    item: toInboxDocument(row, now),
    expiresAt: row.expires_at,
  }));
  const documentIds = documents.map(({ item }) => item.id);
  return app.db.transaction(async () => {
    const same = await app.repos.distributions.unreadSubmission(caller.user.id, recipient.userId, documentIds);
    if (same) {
      return { distributionId: same.distributionId, pin: same.pin ?? '', receiverName: recipient.name, documentIds, alreadySent: true, sentAt: kstDigits(same.distributedAt) };
    }
    const usedUp = await app.repos.submissionCounts.usedUp(documentIds);
    if (usedUp.length > 0) {
      const names = documents.filter(({ item }) => usedUp.includes(item.id)).map(({ item }) => item.name);
      throw new AppError('DISTRIBUTION_ERROR', { text: submissionTexts.usedUp(names.join(', ')) });
    }
    await app.repos.submissionCounts.use(documentIds);
    const submission = {
      distributionId: randomUUID(),
      sender: { userId: caller.user.id, name: caller.user.name },
      receiver: { userId: recipient.userId, name: recipient.name },
      documents: documents.map(({ item, expiresAt }) => ({ id: item.id, name: item.name, issuerName: item.issuerName, expiresAt })),
      pin: newPin(),
      at: isoNow(now),
    };
    await app.repos.distributions.recordSubmission(submission);
    await app.repos.activity.record(submittedEvent(submission));
    return { distributionId: submission.distributionId, pin: submission.pin, receiverName: recipient.name, documentIds, alreadySent: false, sentAt: kstDigits(now) };
  });
}
