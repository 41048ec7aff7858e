/** Home notice and banners (000 §3 Home data). Banner images live in public/banners/. */
export const seedNotice = {
  id: 'notice-2026-12-maintenance',
  title: '[안내] 12월 6일(토) 02:00~06:00 정부24 정기 점검으로 일부 증명서 발급이 중단돼요',
  intoUrl: 'https://www.gov.kr/portal/ntcItm',
};

export const seedBanners = [
  {
    id: 'banner-resident-registration',
    title: '주민등록표 등본, 이제 지갑에서 바로 발급받으세요',
    imageUrl: '/banners/resident-registration.svg',
    backgroundColor: '#E8F1FF',
    intoUrl: '/home/apply',
  },
  {
    id: 'banner-wallet-submit',
    title: '은행·보험사에 증명서를 한 번에 제출해요',
    imageUrl: '/banners/submit-documents.svg',
    backgroundColor: '#FFF4D6',
    intoUrl: '/home/inbox',
  },
  {
    id: 'banner-qr-pass',
    title: '자격 확인 QR로 기관 방문을 간편하게',
    imageUrl: '/banners/qr-pass.svg',
    backgroundColor: '#E6F7EE',
    intoUrl: '/home/apply?filter=certPass',
  },
];
