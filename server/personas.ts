import type { CertificateStatus } from '../contracts/generated/api.ts';

/**
 * What a persona is: the demo personas of DESIGN §6 (ids are a stable test contract) plus
 * `renewal` and `unregistered`, each with their name, account flags and the description the demo
 * login page shows. Everything else about a persona is data keyed by these ids and says no name
 * of its own: the agencies' facts (server/sim/agency-records/shared.json, whose holder is named by
 * `{issue.holderName}`) and the lookups' records (server/lookup-data: schools, workplaces, health
 * insurance, whose subscriber's name is filled in from here).
 *
 * It lives at the top of server/ because all of them read it: the database seeds its users from
 * it, the lookups name their records' holder, and the simulated world (server/sim) logs personas
 * in and draws their facts; the wallet's routes and database may not import server/sim, and a
 * module of server/ itself is theirs to import. It imports nothing of theirs.
 */
export type AccountStatus = 'OK' | 'UNDER_14' | 'KAKAOTALK_KR_ONLY' | 'RESTRICTED_ACCOUNT' | 'INVALID_ACCOUNT';
export interface Persona {
  id: string;
  name: string;
  description: string;
  joined: boolean;
  certificateStatus: CertificateStatus;
  accountStatus: AccountStatus;
  portalMember: boolean;
  walletRegistered: boolean;
  /** Main device stays on another phone, whatever browser signs in. */
  mainDeviceElsewhere: boolean;
  /** Agreed version of the service terms; lower than the current one means renewal is due. */
  serviceTermVersion: number | null;
  privacyTermVersion: number | null;
}

export const OTHER_DEVICE_ID = 'other-device';

const joined = {
  joined: true,
  certificateStatus: 'ACTIVE',
  accountStatus: 'OK',
  portalMember: true,
  walletRegistered: true,
  mainDeviceElsewhere: false,
  serviceTermVersion: 2,
  privacyTermVersion: 2,
} as const;

export const personas: readonly Persona[] = [
  { ...joined, id: 'citizen', name: '김민준', description: '가입 완료, 인증서 보유, 정부24 회원, 주 사용 기기' },
  { ...joined, id: 'receiver', name: '이서연', description: '가입 완료된 두 번째 사용자 (증명서를 받는 곳)' },
  {
    ...joined,
    id: 'newcomer',
    name: '박지훈',
    description: '아직 가입하지 않은 사용자: 약관 동의로 시작',
    joined: false,
    serviceTermVersion: null,
    privacyTermVersion: null,
  },
  { ...joined, id: 'nocert', name: '최수아', description: '가입 완료, 인증서 없음 (인증서 발급 필요)', certificateStatus: 'NONE' },
  { ...joined, id: 'guest', name: '정도윤', description: '정부24 비회원: 간편 인증으로 비회원 신청', portalMember: false },
  {
    ...joined,
    id: 'subdevice',
    name: '강하은',
    description: '다른 기기에서 이용 중: 기기 변경 안내',
    mainDeviceElsewhere: true,
  },
  { ...joined, id: 'minor', name: '윤서준', description: '만 14세 미만: 이용 불가', accountStatus: 'UNDER_14' },
  {
    ...joined,
    id: 'foreign',
    name: '임지아',
    description: '해외 휴대폰 번호 계정: 이용 불가',
    accountStatus: 'KAKAOTALK_KR_ONLY',
  },
  {
    ...joined,
    id: 'restricted',
    name: '한태윤',
    description: '이용이 제한된 계정',
    accountStatus: 'RESTRICTED_ACCOUNT',
  },
  {
    ...joined,
    id: 'invalid',
    name: '오민서',
    description: '확인할 수 없는 계정: 다시 로그인 필요',
    accountStatus: 'INVALID_ACCOUNT',
  },
  {
    ...joined,
    id: 'renewal',
    name: '신예린',
    description: '서비스 이용약관 변경: 재동의 필요',
    serviceTermVersion: 1,
  },
  {
    ...joined,
    id: 'unregistered',
    name: '권도현',
    description: '지갑 이용정보 업데이트 필요 (지갑 재등록)',
    walletRegistered: false,
  },
];

export function findPersona(id: string): Persona | undefined {
  return personas.find((persona) => persona.id === id);
}
