import { particle } from '../../../shared/hangul';

/** Korean text of the bridge page and its QR layers (spec 001 §2.3, §8 Bridge). */
export const bridgeMessages = {
  title: '전자증명서 지갑',
  share: '공유하기',
  shareTitle: '전자증명서 지갑 | 발급할 수 있는 증명서',
  shareFailed: '공유하지 못했습니다. 잠시 후 다시 시도해 주세요.',

  promoTitle: '증명서, 이제 카카오톡 지갑에서',
  promoLead: '주민등록표 등본부터 건강보험, 졸업증명서까지\n카카오톡에서 신청하고 지갑에 보관하세요.',
  goService: '서비스 바로가기',
  // Other browsers land here (000 §4.1): where the service is, and how to get there from this one.
  whereHint: '전자증명서 서비스는 휴대폰의 카카오톡에서 이용할 수 있어요.',
  phoneHint: '증명서를 누르면 카카오톡에서 열 수 있어요.',
  pcHint: '증명서를 누르면 나오는 QR 코드를 휴대폰 카메라로 스캔해 주세요.',
  // A phone outside the messenger (000 §8.4 '앱이 설치되지 않았습니다. 앱을 설치해주세요').
  openTitle: '카카오톡에서 열어 주세요',
  openMessage: (name: string) => `${name}${particle(name, '은/는')} 카카오톡 지갑에서 신청할 수 있어요. 카카오톡에서 열면 바로 신청 화면으로 이어져요.`,
  openMessenger: '카카오톡에서 열기',
  install: '설치하기',
  cancel: '취소',
  notInstalled: '앱이 설치되지 않았습니다. 앱을 설치해주세요',

  listTitle: '발급할 수 있는 증명서',
  count: (n: number) => `${n}종`,
  sortLabel: '정렬',
  sortPopularity: '인기순',
  sortName: '가나다순',
  listLabel: '증명서 목록',
  showQr: 'QR 코드 보기',
  openInApp: '카카오톡에서 신청하기',
  more: '더보기',
  loading: '증명서 목록을 불러오는 중입니다.',
  loadError: '증명서 목록을 불러오지 못했습니다.',
  loadErrorHint: '잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  empty: '지금 발급할 수 있는 증명서가 없습니다.',

  infoTitle: '이용 안내',
  info: [
    'PC에서 증명서를 누르면 QR 코드가 열려요. 휴대폰 카메라로 스캔하면 카카오톡에서 바로 신청할 수 있어요.',
    '휴대폰에서는 증명서를 누르면 카카오톡 지갑의 신청 화면으로 이동해요.',
    '전자증명서는 종이 증명서와 같은 효력이 있고, 발급한 증명서는 지갑에 보관되어 기관이나 다른 지갑으로 바로 제출할 수 있어요.',
    '만 14세 이상, 한국 휴대폰 번호로 가입한 카카오톡 사용자가 주로 쓰는 기기에서 이용할 수 있어요.',
  ],

  footerLabel: '회사 정보와 정책',
  privacyPolicy: '개인정보처리방침',
  customerCentre: '고객센터',
  notices: '공지사항',
  companySite: '회사 소개',
  businessCheck: '사업자정보확인',
  newWindow: '새 창에서 열림',
  copyright: '© Jigap',

  qrLoadingTitle: 'QR 코드',
  qrAlt: (name: string) => `${name} QR 코드`,
  certificateQrHint: '휴대폰 카메라로 QR 코드를 스캔하면 카카오톡에서 이 증명서를 바로 신청할 수 있어요.',
  serviceQrHint: '휴대폰 카메라로 QR 코드를 스캔하면 카카오톡에서 전자증명서 서비스가 열려요.',
  download: 'QR 다운로드',
  copyUrl: 'URL 복사',
  copied: '주소가 복사되었습니다.',
  copyFailed: '주소를 복사하지 못했습니다.',
  close: '닫기',
  qrLoadError: 'QR 코드를 불러오지 못했습니다.',
} as const;
