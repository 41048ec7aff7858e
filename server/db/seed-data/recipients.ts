import type { RecipientType } from '../../../contracts/generated/api.ts';
import { seededWalletAddress } from '../../wallet-address.ts';
import type { Database } from '../database.ts';
import { recipientSearchText } from '../recipients.ts';

/**
 * The receiving wallets of the organisation search (001 §2.2), one of each of the six types and a
 * mix of needAgreement. Each is a wallet (a users row that is no /sim/login persona), so a
 * submission to it records its received side too. The bank's branches make a search of more
 * than one page ('한빛은행': 22 results, 20 a page).
 */
export interface SeedRecipient {
  id: string;
  name: string;
  type: RecipientType;
  needAgreement: boolean;
  region: string;
}

const BANK_BRANCHES = [
  ['여의도', '서울특별시 영등포구'],
  ['종로', '서울특별시 종로구'],
  ['강남역', '서울특별시 강남구'],
  ['잠실', '서울특별시 송파구'],
  ['신촌', '서울특별시 서대문구'],
  ['목동', '서울특별시 양천구'],
  ['노원', '서울특별시 노원구'],
  ['분당', '경기도 성남시 분당구'],
  ['수원', '경기도 수원시 팔달구'],
  ['일산', '경기도 고양시 일산동구'],
  ['인천', '인천광역시 남동구'],
  ['대전', '대전광역시 서구'],
  ['세종', '세종특별자치시'],
  ['청주', '충청북도 청주시 상당구'],
  ['전주', '전라북도 전주시 완산구'],
  ['광주', '광주광역시 서구'],
  ['대구', '대구광역시 중구'],
  ['울산', '울산광역시 남구'],
  ['부산', '부산광역시 부산진구'],
  ['창원', '경상남도 창원시 성산구'],
  ['춘천', '강원특별자치도 춘천시'],
  ['제주', '제주특별자치도 제주시'],
] as const;

export const seedRecipients: readonly SeedRecipient[] = [
  { id: 'recipient-landlord', name: '박정호 (개인 임대인)', type: 'PERSONAL', needAgreement: false, region: '경기도 수원시 영통구' },
  { id: 'recipient-hanbit-electronics', name: '주식회사 한빛전자 인사팀', type: 'GENERAL_CORPORATION', needAgreement: true, region: '경기도 성남시 분당구' },
  { id: 'recipient-saebom-construction', name: '(주)새봄건설 인사팀', type: 'GENERAL_CORPORATION', needAgreement: false, region: '서울특별시 강남구' },
  { id: 'recipient-jongno-office', name: '서울특별시 종로구청 민원여권과', type: 'ADMINISTRATIVE_AGENCY', needAgreement: false, region: '서울특별시 종로구' },
  { id: 'recipient-haeundae-office', name: '부산광역시 해운대구청 복지정책과', type: 'ADMINISTRATIVE_AGENCY', needAgreement: false, region: '부산광역시 해운대구' },
  { id: 'recipient-nhis-jongno', name: '국민건강보험공단 종로지사', type: 'PUBLIC_INSTITUTION', needAgreement: false, region: '서울특별시 종로구' },
  { id: 'recipient-hf-seoul-south', name: '한국주택금융공사 서울남부지사', type: 'PUBLIC_INSTITUTION', needAgreement: true, region: '서울특별시 영등포구' },
  { id: 'recipient-kosaf', name: '한국장학재단', type: 'PUBLIC_INSTITUTION', needAgreement: true, region: '대구광역시 동구' },
  ...BANK_BRANCHES.map(([branch, region], index) => ({
    id: `recipient-hanbit-bank-${String(index + 1).padStart(2, '0')}`,
    name: `한빛은행 ${branch}지점`,
    type: 'FINANCIAL_CORPORATION' as const,
    needAgreement: true,
    region,
  })),
  { id: 'recipient-saebom-savings', name: '새봄저축은행 부산본점', type: 'FINANCIAL_CORPORATION', needAgreement: false, region: '부산광역시 부산진구' },
  { id: 'recipient-happy-realty', name: '행복공인중개사사무소', type: 'BUSINESS', needAgreement: false, region: '서울특별시 마포구' },
  { id: 'recipient-green-pharmacy', name: '푸른약국', type: 'BUSINESS', needAgreement: true, region: '경기도 고양시 일산동구' },
];

export const findSeedRecipient = (id: string): SeedRecipient | undefined => seedRecipients.find((recipient) => recipient.id === id);

export async function seedRecipientWallets(db: Database, now: string): Promise<void> {
  for (const [index, recipient] of seedRecipients.entries()) {
    await db.run(
      `INSERT INTO users (id, name, joined, wallet_address, wallet_name, wallet_registered, certificate_status,
         account_status, portal_member, main_device_id, joined_at, created_at)
       VALUES (?, ?, 1, ?, ?, 1, 'NONE', 'OK', 0, NULL, ?, ?)`,
      [recipient.id, recipient.name, seededWalletAddress(recipient.id), recipient.name, now, now],
    );
    await db.run('INSERT INTO recipients (user_id, type, need_agreement, region, search_text, sort_order) VALUES (?, ?, ?, ?, ?, ?)', [
      recipient.id,
      recipient.type,
      recipient.needAgreement ? 1 : 0,
      recipient.region,
      recipientSearchText(recipient.name, recipient.region),
      index + 1,
    ]);
  }
}
