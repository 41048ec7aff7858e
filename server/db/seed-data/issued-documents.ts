import { documentExpiry, type Validity } from '../../issuance/validity.ts';
import { DAY_MS } from '../../time.ts';
import type { Database } from '../database.ts';
import type { Sealer } from '../../encryption/sealer.ts';
import { sealFormData } from '../issued-documents.ts';

interface SeedDocument {
  id: string;
  edocPath: string;
  name: string;
  issuerName: string;
  daysAgo: number;
  /**
   * The validity its certificate's document states (certificate.json `validity`: a test holds the
   * two together); none: the wallet's keep period is its expiry (server/issuance/validity.ts).
   */
  validity?: Validity;
  isPaid?: boolean;
  /** A partner's package (the my-data flow): such documents cannot be shared (000 §5). */
  package?: { id: string; name: string };
  /** null: no limit. Paid and my-data documents can be submitted once (001 §4.2). */
  remainingSubmissionCount?: number | null;
  formData: Record<string, unknown>;
}

/**
 * The citizen's issued certificates, so the inbox shows every case of 000 §2.3, §4.8 and §5
 * (DESIGN §6): twelve (an 11th selection can be tried), several issuers (some with two or
 * more documents), a paid one, a my-data one, a
 * paid one already submitted (remainingSubmissionCount 0), one 7 days from expiry (red), one on
 * its expiry day and one expired (the last two are certificates valid 30 days from issue). PDFs
 * render on first view.
 */
export const seedDocuments: readonly SeedDocument[] = [
  {
    id: 'seed-citizen-resident-copy',
    edocPath: '주민등록표등본',
    name: '주민등록표 등본',
    issuerName: '행정안전부',
    daysAgo: 1,
    // What a bank asks for (the loan-basic package's choices, with the members' names): 선택발급
    // with the holder's back digits only. 기본발급 shows everything, every member's back digits too.
    formData: {
      시도: '서울특별시',
      시군구: '종로구',
      발급형태: '선택발급',
      주소변동사항: '포함',
      세대구성정보: ['세대구성사유', '세대구성일자'],
      세대원정보: ['세대주와의관계', '세대원이름공개', '전입일변동일', '변동사유'],
      주민등록번호뒷자리: ['본인'],
    },
  },
  {
    id: 'seed-citizen-health-history',
    edocPath: '건강보험자격득실확인서',
    name: '건강보험 자격득실 확인서',
    issuerName: '국민건강보험공단',
    daysAgo: 5,
    formData: { 발급대상: '본인', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-tax-paid',
    edocPath: '납세증명서',
    name: '납세증명서(국세완납증명)',
    issuerName: '국세청',
    daysAgo: 15,
    validity: { days: 30 },
    formData: { 사용용도: '금융기관 제출용', 주소공개: true, 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-resident-abstract',
    edocPath: '주민등록표초본',
    name: '주민등록표 초본',
    issuerName: '행정안전부',
    daysAgo: 8,
    formData: { 시도: '서울특별시', 시군구: '종로구', 발급형태: '기본발급' },
  },
  {
    id: 'seed-citizen-premium-paid',
    edocPath: '건강보험료납부확인서',
    name: '건강보험료 납부확인서',
    issuerName: '국민건강보험공단',
    daysAgo: 15,
    formData: { 세부보험: '직장', 조회연도: 2025, 시작월: 1, 종료월: 6, 사용용도: '금융기관 제출용', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-driving-career',
    edocPath: '운전경력증명서',
    name: '운전경력증명서',
    issuerName: '경찰청',
    daysAgo: 25,
    formData: { 발급사유: '취업제출용', 조회기간: '최근', 조회연수: 5, 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-pension-mydata',
    edocPath: '국민연금가입자가입증명',
    name: '국민연금 가입자 가입증명',
    issuerName: '국민연금공단',
    daysAgo: 2,
    package: { id: 'seed-package-loan', name: '한빛은행 대출 심사 서류' },
    remainingSubmissionCount: 1,
    formData: { 발급범위: '전체', 언어: '국문', 제출용도: '금융기관제출용', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-building-paid',
    edocPath: '건축물대장',
    name: '건축물대장',
    issuerName: '국토교통부',
    daysAgo: 3,
    isPaid: true,
    remainingSubmissionCount: 1,
    formData: { 소재지: '서울특별시 종로구 세종대로 209', 대장구분: '일반', 대장종류: '표제부', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-vehicle-submitted',
    edocPath: '자동차등록원부',
    name: '자동차등록원부(갑)',
    issuerName: '국토교통부',
    daysAgo: 12,
    isPaid: true,
    remainingSubmissionCount: 0,
    formData: { 차량번호: '123가4567', 원부구분: '갑', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-income-expiring',
    edocPath: '소득금액증명',
    name: '소득금액증명',
    issuerName: '국세청',
    daysAgo: 83,
    formData: { 과세시작연도: 2023, 과세종료연도: 2024, 사용용도: '금융기관 제출용', 주소공개: true, 금액공개: true, 소득지급처공개: true, 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-local-tax-expiry-day',
    edocPath: '지방세납세증명서',
    name: '지방세 납세증명서',
    issuerName: '지방자치단체',
    // Its 30 days counted from the day of issue: the 30th is today.
    daysAgo: 29,
    validity: { days: 30 },
    formData: { 사용용도: '금융기관 제출용', 주민등록번호표기: '전체표기' },
  },
  {
    id: 'seed-citizen-premium-full-expired',
    edocPath: '건강보험료완납증명서',
    name: '건강보험료 완납증명서',
    issuerName: '국민건강보험공단',
    daysAgo: 45,
    validity: { days: 30 },
    formData: { 사용용도: '금융기관 제출용', 주민등록번호표기: '전체표기' },
  },
];

export async function seedIssuedDocuments(db: Database, sealer: Sealer, now: string): Promise<void> {
  const at = Date.parse(now);
  for (const [index, seed] of seedDocuments.entries()) {
    const issuedAt = new Date(at - seed.daysAgo * DAY_MS);
    await db.run(
      `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at, is_paid, sort_order,
         remaining_submission_count, package_id, package_name, edoc_path, holder_name, document_number, form_data, validity)
       VALUES (?, 'citizen', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '김민준', ?, ?, ?)`,
      [
        seed.id,
        seed.name,
        seed.issuerName,
        issuedAt.toISOString(),
        documentExpiry(seed.validity ?? null, issuedAt.toISOString()),
        seed.isPaid ? 1 : 0,
        index,
        seed.remainingSubmissionCount ?? null,
        seed.package?.id ?? null,
        seed.package?.name ?? null,
        seed.edocPath,
        `JG-${issuedAt.getUTCFullYear()}-5EED${String(index + 1).padStart(4, '0')}`,
        await sealFormData(sealer, seed.id, 'citizen', seed.formData),
        seed.validity ? JSON.stringify(seed.validity) : null,
      ],
    );
  }
}
