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
