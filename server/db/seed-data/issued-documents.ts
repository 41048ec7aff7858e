import { DAY_MS } from '../../time.ts';
import type { Database } from '../database.ts';

/** The citizen's issued certificates, so the inbox is not empty (DESIGN §6). PDFs render on first view. */
const seeds = [
  {
    id: 'seed-citizen-resident-copy',
    edocPath: '주민등록표등본',
    name: '주민등록표 등본',
    issuerName: '행정안전부',
    daysAgo: 1,
    formData: { 시도: '서울특별시', 시군구: '종로구', 발급형태: '기본발급', 주민등록번호뒷자리: ['본인'] },
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
    daysAgo: 20,
    formData: { 사용용도: '금융기관 제출용', 주소공개: true, 주민등록번호표기: '전체표기' },
  },
] as const;

export function seedIssuedDocuments(db: Database, now: string): void {
  const at = Date.parse(now);
  seeds.forEach((seed, index) => {
    const issuedAt = new Date(at - seed.daysAgo * DAY_MS);
    db.run(
      `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at, is_paid, sort_order,
         remaining_submission_count, edoc_path, holder_name, document_number, form_data)
       VALUES (?, 'citizen', ?, ?, ?, ?, 0, ?, NULL, ?, '김민준', ?, ?)`,
      [
        seed.id,
        seed.name,
        seed.issuerName,
        issuedAt.toISOString(),
        new Date(issuedAt.getTime() + 90 * DAY_MS).toISOString(),
        index,
        seed.edocPath,
        `JG-${issuedAt.getUTCFullYear()}-5EED000${index + 1}`,
        JSON.stringify(seed.formData),
      ],
    );
  });
}
