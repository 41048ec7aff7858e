import { particle } from '../../../shared/hangul.ts';

/**
 * The words of the document's frame (every layout's own words are in its document.json):
 * the footer, the verification line, empty tables. Korean, and English for the layouts that
 * offer an English version.
 */
const korean = {
  yes: '예',
  no: '아니요',
  noEntries: '해당 사항 없음',
  documentNumber: '문서확인번호',
  page: (page: number, pages: number) => `${page} / ${pages}`,
  verify: (origin: string) =>
    `이 문서는 발급기관의 전자서명이 담긴 전자문서입니다. 진위 확인: ${origin}/verify 에 이 PDF를 올리거나, PDF 리더의 서명 패널에서 확인하세요 (데모 인증기관 인증서: ${origin}/ca/jigap-demo-root.crt).`,
  seal: '(직인)',
  signatureLocation: '전자문서지갑',
  signatureReason: (documentNumber: string) => `전자증명서 발급 (문서확인번호 ${documentNumber})`,
};

const english: typeof korean = {
  yes: 'Yes',
  no: 'No',
  noEntries: 'None',
  documentNumber: 'Document No.',
  page: (page, pages) => `${page} / ${pages}`,
  verify: (origin) =>
    `This document carries the issuing agency’s digital signature. To verify it, upload this PDF at ${origin}/verify or check the signature panel of your PDF reader (demo CA certificate: ${origin}/ca/jigap-demo-root.crt).`,
  seal: '(Seal)',
  signatureLocation: 'Jigap wallet',
  signatureReason: (documentNumber) => `Electronic certificate issued (document number ${documentNumber})`,
};

export const documentTexts = (inEnglish = false): typeof korean => (inEnglish ? english : korean);

/** A new certificate's seal statement (npm run cert:new): the agency's words, as its documents say them. */
export const starterSealStatement = (name: string): string => `위와 같이 ${name}${particle(name, '을/를')} 발급합니다.`;

/** The made-up words of the viewer's warm-up document (server/issuance/document/warm-up.ts): no one's data. */
export const warmUpTexts = {
  title: '전자증명서 견본',
  issuer: '전자증명서 지갑 견본 발급기관',
  holder: '홍길동',
  rrn: '900101-1234567',
  address: '서울특별시 종로구 세종대로 209 정부서울청사',
  labels: { name: '성명', rrn: '주민등록번호', address: '주소', issuedAt: '발급일시', month: '연월', item: '내용', amount: '금액', total: '합계' },
  heading: '기록 내역',
  items: [
    { month: '2025-10', item: '건강보험료 납부', amount: 123450 },
    { month: '2025-11', item: '국민연금 보험료 납부', amount: 245700 },
    { month: '2025-12', item: '지방세 환급', amount: -38900 },
  ],
  note: '이 문서는 전자증명서 지갑이 증명서 화면을 미리 준비하려고 만든 견본이에요. 실제 기록이나 개인정보는 담겨 있지 않고, 발급된 증명서로 쓸 수 없어요.',
  statement: '위 내용은 견본이며 어떤 사실도 증명하지 않아요.',
};
