import type { AgreementKind } from '../../../contracts/generated/api.ts';
import type { TermRecord } from '../terms.ts';

/**
 * Seeded terms for every agreement kind of 000 §3, as the terms repository stores them.
 * `replacementKeys` lists `{key}` markers in the title and content: `receiverName` takes the
 * query value of the same name, `receiverName=(주)디지털존` a fixed value.
 */
export type SeedTerm = TermRecord;

/** The service terms and the privacy consent whose versions decide the renewals. */
export const SERVICE_TERM_TYPE = '이용약관';
export const PRIVACY_TERM_TYPE = '개인정보수집_및_이용동의';

type Row = [id: string, title: string, termType: string, extra?: Partial<SeedTerm>];

function kind(kindName: AgreementKind, groupName: string | null, rows: Row[]): SeedTerm[] {
  return rows.map(([id, title, termType, extra]) => ({
    id,
    kind: kindName,
    groupName,
    title,
    isRequired: true,
    url: null,
    termType,
    version: 1,
    isBackButtonVisible: true,
    replacementKeys: null,
    ...extra,
  }));
}

const current = { version: 2 };
const toReceiver = { replacementKeys: 'receiverName' };

export const seedTerms: SeedTerm[] = [
  ...kind('NEW', '전자증명서 지갑 이용 동의', [
    ['new-service-terms', '전자증명서 지갑 이용약관', SERVICE_TERM_TYPE, current],
    ['new-privacy', '개인정보 수집 및 이용 동의', PRIVACY_TERM_TYPE, current],
    ['new-unique-id', '고유식별정보 수집 및 이용 동의', '고유식별정보수집_및_이용동의'],
  ]),
  ...kind('NEW', null, [
    ['new-wallet-terms', '정부 전자문서지갑 이용약관', '전자문서지갑_이용약관', { url: 'https://www.gov.kr/etc/AA090_wallet_terms.jsp' }],
    ['new-news', '전자증명서 소식 및 혜택 알림 받기', '서비스_소식_수신동의', { isRequired: false }],
  ]),
  ...kind('RENEW_SERVICE_TERM', null, [
    ['renew-service-terms', '전자증명서 지갑 이용약관 (2026년 12월 1일 개정)', SERVICE_TERM_TYPE, current],
  ]),
  ...kind('RENEW_PRIVACY_TERM', null, [
    ['renew-privacy', '개인정보 수집 및 이용 동의 (2026년 12월 1일 개정)', PRIVACY_TERM_TYPE, current],
  ]),
  ...kind('RENEW_SERVICE_PRIVACY_TERM', '변경된 약관 동의', [
    ['renew-both-service-terms', '전자증명서 지갑 이용약관 (개정)', SERVICE_TERM_TYPE, current],
    ['renew-both-privacy', '개인정보 수집 및 이용 동의 (개정)', PRIVACY_TERM_TYPE, current],
  ]),
  ...kind('UNREGISTERED_WALLET', null, [
    ['unregistered-wallet-terms', '정부 전자문서지갑 이용약관', '전자문서지갑_이용약관', { url: 'https://www.gov.kr/etc/AA090_wallet_terms.jsp' }],
    ['unregistered-privacy', '정부 전자문서지갑 개인정보 수집 및 이용 동의', PRIVACY_TERM_TYPE, current],
  ]),
  ...kind('PAPAS', '{receiverName} 증명서 제출 동의', [
    ['papas-third-party', '{receiverName}에 개인정보 제3자 제공 동의', '제3자_제공동의', toReceiver],
    ['papas-credit', '개인신용정보 수집 및 이용 동의', '개인신용정보수집_및_이용동의'],
    ['papas-unique-id', '고유식별정보 수집 및 이용 동의', '고유식별정보수집_및_이용동의'],
  ]),
  ...kind('APPLICATION', '증명서 발급 동의', [
    ['application-admin-info', '행정정보 공동이용 동의', '행정정보_공동이용동의'],
    ['application-privacy', '증명서 발급을 위한 개인정보 수집 및 이용 동의', PRIVACY_TERM_TYPE],
    ['application-unique-id', '고유식별정보 처리 동의', '고유식별정보수집_및_이용동의'],
  ]),
  ...kind('APPLICATION_CHANNELING', '정부24 연계 발급 동의', [
    ['channeling-identity', '정부24 본인확인 정보 제공 동의', '정부24_본인확인_동의'],
    ['channeling-admin-info', '행정정보 공동이용 동의', '행정정보_공동이용동의'],
  ]),
  ...kind('APPLICATION_INTECH', null, [
    ['intech-delegate', '발급대행기관 개인정보 처리위탁 동의', '발급대행_위탁동의'],
    ['intech-unique-id', '고유식별정보 처리 동의', '고유식별정보수집_및_이용동의'],
  ]),
  ...kind('APPLICATION_DIGITALZONE', null, [
    [
      'digitalzone-terms',
      '대학 증명서 발급 서비스 이용약관',
      '대학증명서_발급서비스_이용약관',
      { url: 'https://www.digitalzone.co.kr/terms' },
    ],
    [
      'digitalzone-third-party',
      '{receiverName}에 개인정보 제3자 제공 동의',
      '제3자_제공동의',
      { replacementKeys: 'receiverName=(주)디지털존' },
    ],
  ]),
  ...kind('APPLICATION_GOV24', null, [
    ['gov24-terms', '정부24 이용약관', '정부24_이용약관', { url: 'https://www.gov.kr/portal/ntcItm/terms' }],
    ['gov24-privacy', '정부24 개인정보 수집 및 이용 동의', PRIVACY_TERM_TYPE],
    ['gov24-news', '정부24 맞춤형 행정서비스 안내 받기', '서비스_소식_수신동의', { isRequired: false }],
  ]),
  ...kind('SUBMISSION', '증명서 제출 동의', [
    ['submission-third-party', '{receiverName}에 개인정보 제3자 제공 동의', '제3자_제공동의', toReceiver],
    ['submission-unique-id', '{receiverName}에 고유식별정보 제공 동의', '고유식별정보수집_및_이용동의', toReceiver],
  ]),
  ...kind('SUBMISSION', null, [
    ['submission-result-notice', '제출 결과 알림 받기', '서비스_소식_수신동의', { isRequired: false }],
  ]),
  ...kind('QR_PASS', null, [
    ['qr-pass-info', '자격 확인 정보 제공 동의', '자격확인_정보제공동의', { isBackButtonVisible: false }],
  ]),
];
