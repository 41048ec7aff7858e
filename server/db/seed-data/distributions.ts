import type { DistributionState } from '../../../contracts/generated/api.ts';
import { documentExpiry } from '../../issuance/validity.ts';
import { DAY_MS } from '../../time.ts';
import type { Database } from '../database.ts';
import type { Sealer } from '../../encryption/sealer.ts';
import { sealFormData } from '../issued-documents.ts';
import { DeskRepo } from '../desk.ts';
import { DistributionsRepo } from '../distributions.ts';
import { findPersona } from '../../personas.ts';
import { findSeedRecipient } from './recipients.ts';

/**
 * Sent and received records (DESIGN §6): `citizen` has sent and received records in every state
 * of 000 §3 (and one expired, one on its expiry day, one with 7 days left), and `receiver` holds
 * the other side of those it shares with `citizen`. Every record is made through
 * DistributionsRepo.deliver, the one way a submission is recorded, so both sides agree. citizen's
 * records send its seeded inbox documents (seed-data/issued-documents.ts); receiver's documents,
 * sent to citizen, are seeded here.
 */
interface SeedDocument {
  id: string;
  owner: 'citizen' | 'receiver';
  edocPath: string;
  name: string;
  issuerName: string;
  /** Days since issue; these state no validity, so they expire with the wallet's keep period. */
  daysAgo: number;
  formData: Record<string, unknown>;
}

export const receiverSeedDocuments: readonly SeedDocument[] = [
  {
    id: 'seed-receiver-abstract',
    owner: 'receiver',
    edocPath: '주민등록표초본',
    name: '주민등록표 초본',
    issuerName: '행정안전부',
    daysAgo: 2,
    formData: { 시도: '서울특별시', 시군구: '강남구', 발급형태: '기본발급' },
  },
  {
    id: 'seed-receiver-health-card',
    owner: 'receiver',
    edocPath: '건강보험증',
    name: '건강보험증',
    issuerName: '국민건강보험공단',
    daysAgo: 8,
    formData: { 건강보험증번호: '52345678901', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-receiver-income',
    owner: 'receiver',
    edocPath: '소득금액증명',
    name: '소득금액증명',
    issuerName: '국세청',
    daysAgo: 12,
    formData: { 과세시작연도: 2024, 과세종료연도: 2024, 사용용도: '금융기관 제출용', 주소공개: true, 금액공개: true, 소득지급처공개: true, 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-receiver-family',
    owner: 'receiver',
    edocPath: '가족관계증명서',
    name: '가족관계증명서',
    issuerName: '대법원',
    daysAgo: 15,
    formData: { 증명서종류: '일반', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-receiver-old-driving',
    owner: 'receiver',
    edocPath: '운전경력증명서',
    name: '운전경력증명서',
    issuerName: '경찰청',
    daysAgo: 95,
    formData: { 발급사유: '취업제출용', 조회기간: '최근', 조회연수: 5, 주민등록번호표기: '전체표기' },
  },
];

interface SeedSubmission {
  id: string;
  from: string;
  to: string;
  documentId: string;
  /** Days before the seed time it was sent; the later state change comes half way to now. */
  daysAgo: number;
  pin: string;
  state: DistributionState;
  reason?: string;
}

/** Seeded records (ids fixed, so tests and the README can name them). */
export const seedSubmissions: readonly SeedSubmission[] = [
  // citizen → receiver
  { id: 'seed-delivery-01', from: 'citizen', to: 'receiver', documentId: 'seed-citizen-driving-career', daysAgo: 1, pin: '204816', state: 'NOT_READ_YET' },
  { id: 'seed-delivery-02', from: 'citizen', to: 'receiver', documentId: 'seed-citizen-health-history', daysAgo: 3, pin: '571302', state: 'READ' },
  { id: 'seed-delivery-03', from: 'citizen', to: 'receiver', documentId: 'seed-citizen-premium-full-expired', daysAgo: 40, pin: '880127', state: 'NOT_READ_YET' },
  // citizen → organisations
  {
    id: 'seed-delivery-04',
    from: 'citizen',
    to: 'recipient-hanbit-bank-01',
    documentId: 'seed-citizen-tax-paid',
    daysAgo: 10,
    pin: '319954',
    state: 'RETURNED',
    reason: '발급일로부터 7일 이내에 발급된 납세증명서로 다시 제출해 주세요.',
  },
  { id: 'seed-delivery-05', from: 'citizen', to: 'recipient-nhis-jongno', documentId: 'seed-citizen-health-history', daysAgo: 4, pin: '640271', state: 'CANCELED' },
  { id: 'seed-delivery-06', from: 'citizen', to: 'recipient-hf-seoul-south', documentId: 'seed-citizen-income-expiring', daysAgo: 30, pin: '735560', state: 'NOT_READ_YET' },
  { id: 'seed-delivery-07', from: 'citizen', to: 'recipient-jongno-office', documentId: 'seed-citizen-local-tax-expiry-day', daysAgo: 20, pin: '102938', state: 'READ' },
  // The paid document submitted once (its remainingSubmissionCount is 0).
  { id: 'seed-delivery-13', from: 'citizen', to: 'recipient-happy-realty', documentId: 'seed-citizen-vehicle-submitted', daysAgo: 10, pin: '617283', state: 'READ' },
  // receiver → citizen
  { id: 'seed-delivery-08', from: 'receiver', to: 'citizen', documentId: 'seed-receiver-abstract', daysAgo: 1, pin: '455019', state: 'NOT_READ_YET' },
  { id: 'seed-delivery-09', from: 'receiver', to: 'citizen', documentId: 'seed-receiver-health-card', daysAgo: 5, pin: '927364', state: 'READ' },
  {
    id: 'seed-delivery-10',
    from: 'receiver',
    to: 'citizen',
    documentId: 'seed-receiver-income',
    daysAgo: 9,
    pin: '368201',
    state: 'RETURNED',
    reason: '요청한 증명서가 아니에요. 근로소득 원천징수영수증으로 보내 주세요.',
  },
  { id: 'seed-delivery-11', from: 'receiver', to: 'citizen', documentId: 'seed-receiver-family', daysAgo: 12, pin: '813570', state: 'CANCELED' },
  { id: 'seed-delivery-12', from: 'receiver', to: 'citizen', documentId: 'seed-receiver-old-driving', daysAgo: 93, pin: '290846', state: 'READ' },
];

const nameOf = (userId: string): string => findPersona(userId)?.name ?? findSeedRecipient(userId)?.name ?? userId;

export async function seedDistributions(db: Database, sealer: Sealer, now: string): Promise<void> {
  const at = Date.parse(now);
  const expiries = new Map<string, string>();
  for (const [index, document] of receiverSeedDocuments.entries()) {
    const issuedAt = at - document.daysAgo * DAY_MS;
    const expiresAt = documentExpiry(null, new Date(issuedAt).toISOString());
    expiries.set(document.id, expiresAt);
    await db.run(
      `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at, is_paid, sort_order,
         remaining_submission_count, edoc_path, holder_name, document_number, form_data)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, NULL, ?, ?, ?, ?)`,
      [
        document.id,
        document.owner,
        document.name,
        document.issuerName,
        new Date(issuedAt).toISOString(),
        expiresAt,
        index,
        document.edocPath,
        nameOf(document.owner),
        `JG-${new Date(issuedAt).getUTCFullYear()}-5EEDD0${String(index + 1).padStart(2, '0')}`,
        await sealFormData(sealer, document.id, document.owner, document.formData),
      ],
    );
  }

  const records = new DistributionsRepo(db);
  for (const submission of seedSubmissions) {
    const document = await db.get<{ name: string; issuer_name: string; expires_at: string }>(
      'SELECT name, issuer_name, expires_at FROM documents WHERE id = ?',
      [submission.documentId],
    );
    if (!document) throw new Error(`seed submission ${submission.id}: no document ${submission.documentId}`);
    const sentAt = at - submission.daysAgo * DAY_MS;
    await records.recordSubmission({
      distributionId: submission.id,
      sender: { userId: submission.from, name: nameOf(submission.from) },
      receiver: { userId: submission.to, name: nameOf(submission.to) },
      documents: [{ id: submission.documentId, name: document.name, issuerName: document.issuer_name, expiresAt: expiries.get(submission.documentId) ?? document.expires_at }],
      pin: submission.pin,
      at: new Date(sentAt).toISOString(),
    });
    if (submission.state !== 'NOT_READ_YET') {
      const changedAt = new Date((sentAt + at) / 2).toISOString();
      await records.setState(submission.id, submission.documentId, submission.state, changedAt, submission.reason ?? null);
      // An organisation's desk opened what it read or returned (a citizen's wallet has no desk row: no change).
      if (submission.state === 'READ' || submission.state === 'RETURNED') await new DeskRepo(db).markOpened(submission.id, 'seed', changedAt);
    }
  }
}
