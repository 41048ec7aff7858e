/**
 * The facts each persona's life is built from (ids and names as server/db/seed-data/personas.ts).
 * Everything else in a record — workplaces, insurance, taxes, registers — follows from these by
 * fixed rules (build.ts), so the demo world is the same on every machine and a record holds
 * only what the person's age, jobs and household make possible. All names, numbers and
 * addresses are made up; building names such as 지갑아파트 mark an address as fictional.
 * Dates are `YYYYMMDD`; `99991231` is "still going".
 */
export interface Relative {
  name: string;
  hanja?: string;
  birthDate: string;
  sex: '남' | '여';
  clan?: string;
  deceasedAt?: string;
}

export interface Job {
  /** 사업장명 (`지역가입자` for the years insured on one's own income). */
  name: string;
  from: string;
  to: string;
  kind?: '사업장가입자' | '지역가입자';
}

export interface Trip {
  out: string;
  back: string;
  /** The country, in Korean (english.ts has its English name). */
  destination: string;
  port?: '인천공항' | '김포공항' | '김해공항';
}

export interface Profile {
  id: string;
  name: string;
  hanja: string;
  english: string;
  birthDate: string;
  sex: '남' | '여';
  clan: string;
  /** The current home and the date moved in; earlier homes oldest first (the first is birth). */
  home: { address: string; sido: string; sigungu: string; movedInAt: string };
  pastHomes: { address: string; movedInAt: string }[];
  /** Who owns the current home: property tax and the building register follow. */
  homeOwner: 'self' | 'father' | 'landlord';
  birthPlace: string;
  /** Where the person went to school (school names are made from it). */
  schoolArea: string;
  father: Relative;
  mother: Relative;
  spouse?: Relative & { marriedAt: string; divorcedAt?: string };
  children: Relative[];
  /** Relatives who live in the holder's household (the holder heads it). */
  livesWith: ('mother' | 'spouse' | 'children')[];
  /** A child in a parent's household: that parent heads it and insures the child (a dependant). */
  dependantOf?: { parent: 'father' | 'mother'; workplace: string };
  /** Monthly pay at the current job (won): taxes and premiums follow from it. */
  monthlyPay: number;
  /** Jobs, latest first, when lookup-data has no pension workplaces for the persona. */
  jobs: Job[];
  /** Left a school before finishing it (a 검정고시 follows). */
  leftSchool?: { course: '03' | '04'; at: string };
  ged?: { level: '초졸' | '중졸' | '고졸'; year: number; round: string; passedAt: string; office: string };
  /** The university the person studied at; `graduatedAt: ''` while still enrolled. */
  university?: { name: string; college: string; department: string; studentId: string; enteredAt: string; graduatedAt: string };
  military?: { examAt: string; enlistedAt: string; dischargedAt: string; dischargeReason: string; branch: string; rank: string; corps: string };
  licence?: { kind: '1종 보통' | '2종 보통'; issuedAt: string };
  drivingEvents: { date: string; kind: string; detail: string; points: number }[];
  vehicle?: { number: string; model: string; modelYear: number; firstRegisteredAt: string; financed?: boolean };
  trips: Trip[];
  /** Registers of the welfare agencies: only the people they concern appear in them. */
  welfare: {
    disability?: { kind: string; degree: string; subKind: string; subDegree: string; registeredAt: string; reviewedAt: string };
    livelihood?: { from: string; benefits: { benefit: string; amount: number }[] };
    nearPoverty?: { from: string; kind: string };
    singleParent?: { from: string; to: string };
    /** `group`: which law the merit falls under (국가유공자, 보훈보상대상자, 독립유공자, 5·18민주유공자, 특수임무유공자). */
    veteran?: { merit: 'self' | 'father'; registeredAt: string; group: string; category: string; detail: string };
    farm?: { registeredAt: string; parcels: { address: string; area: number; use: string; crop: string }[] };
  };
  pensionBenefit?: { kind: string; from: string; amount: number };
  /** Ran a business of their own (tax registers: VAT, statements, closure). */
  business: boolean;
}

const ONGOING = '99991231';
const seoulHome = (road: string, sigungu: string, movedInAt: string) => ({ address: `서울특별시 ${sigungu} ${road}`, sido: '서울특별시', sigungu, movedInAt });

export const profiles: readonly Profile[] = [
  {
    id: 'citizen',
    name: '김민준',
    hanja: '金旼俊',
    english: 'KIM MINJUN',
    birthDate: '19980315',
    sex: '남',
    clan: '김해',
    home: seoulHome('율곡로 190, 101동 1502호 (원남동, 지갑아파트)', '종로구', '20230610'),
    pastHomes: [
      { address: '경기도 수원시 장안구 정조로 944, 3층 (영화동, 지갑빌라)', movedInAt: '19980320' },
      { address: '서울특별시 종로구 창경궁로 254, 201호 (명륜2가, 지갑빌라)', movedInAt: '20041220' },
      { address: '서울특별시 관악구 관악로 158, 305호 (봉천동, 지갑원룸)', movedInAt: '20170220' },
      { address: '서울특별시 마포구 월드컵북로 21, 702호 (서교동, 지갑오피스텔)', movedInAt: '20210305' },
    ],
    // Bought with his late father's inheritance, a half share each with his mother.
    homeOwner: 'self',
    birthPlace: '경기도 수원시',
    schoolArea: '종로',
    father: { name: '김영수', hanja: '金永洙', birthDate: '19660204', sex: '남', deceasedAt: '20200817' },
    mother: { name: '이정희', hanja: '李貞姬', birthDate: '19680911', sex: '여', clan: '전주' },
    spouse: { name: '박서윤', birthDate: '19990822', sex: '여', clan: '밀양', marriedAt: '20221015', divorcedAt: '20250314' },
    children: [{ name: '김하준', birthDate: '20240510', sex: '남' }],
    livesWith: ['mother', 'children'],
    monthlyPay: 4_150_000,
    // lookup-data: (주)새봄유통 after his discharge, 지역가입자 on the design studio's income, then 한빛소프트웨어.
    jobs: [],
    university: { name: '서울대학교', college: '공과대학', department: '컴퓨터공학부', studentId: '2017-12345', enteredAt: '20170302', graduatedAt: '20230224' },
    military: { examAt: '20170612', enlistedAt: '20180514', dischargedAt: '20191112', dischargeReason: '만기전역', branch: '육군', rank: '병장', corps: '보병' },
    licence: { kind: '1종 보통', issuedAt: '20170821' },
    drivingEvents: [
      { date: '20171103', kind: '교통사고', detail: '물적 피해 사고 (인명 피해 없음)', points: 0 },
      { date: '20220815', kind: '교통법규 위반', detail: '신호 위반 (범칙금 납부)', points: 15 },
    ],
    vehicle: { number: '123가4567', model: '아반떼', modelYear: 2022, firstRegisteredAt: '20220418', financed: true },
    trips: [
      { out: '20170710', back: '20170715', destination: '일본', port: '김포공항' },
      { out: '20221017', back: '20221024', destination: '미국' },
      { out: '20250918', back: '20250922', destination: '태국' },
    ],
    welfare: {
      // Sudden hearing loss in 2022, after his service.
      disability: { kind: '청각장애', degree: '장애의 정도가 심하지 않은 장애인', subKind: '', subDegree: '', registeredAt: '20220920', reviewedAt: '20240923' },
      // His late father was hurt in training in 1987, registered under the 2012 보훈보상 law (재해부상군경);
      // since the father's death the son is registered as his family.
      veteran: { merit: 'father', registeredAt: '20201105', group: '보훈보상대상자', category: '재해부상군경', detail: '7급' },
    },
    business: true,
  },
  {
    id: 'receiver',
    name: '이서연',
    hanja: '李瑞姸',
    english: 'LEE SEOYEON',
    birthDate: '19930722',
    sex: '여',
    clan: '전주',
    home: seoulHome('테헤란로 311, 1204호 (역삼동, 지갑타워)', '강남구', '20190915'),
    pastHomes: [
      { address: '부산광역시 해운대구 센텀중앙로 79, 1802호 (우동, 지갑아파트)', movedInAt: '19930730' },
      { address: '서울특별시 동작구 상도로 369, 402호 (상도동, 지갑원룸)', movedInAt: '20120225' },
    ],
    homeOwner: 'landlord',
    birthPlace: '부산광역시',
    schoolArea: '해운대',
    father: { name: '이상훈', birthDate: '19630518', sex: '남' },
    mother: { name: '최은영', birthDate: '19650302', sex: '여', clan: '경주' },
    children: [],
    livesWith: [],
    monthlyPay: 3_820_000,
    // lookup-data: 가람회계법인 since 2019, after passing the CPA exam.
    jobs: [],
    university: { name: '고려대학교', college: '경영대학', department: '경영학과', studentId: '2012-20481', enteredAt: '20120302', graduatedAt: '20160224' },
    licence: { kind: '2종 보통', issuedAt: '20130115' },
    drivingEvents: [{ date: '20231107', kind: '교통법규 위반', detail: '속도 위반 20km/h 이하 (범칙금 납부)', points: 0 }],
    vehicle: { number: '45나6789', model: '레이', modelYear: 2021, firstRegisteredAt: '20210605' },
    trips: [
      { out: '20180105', back: '20180109', destination: '일본', port: '김해공항' },
      { out: '20230712', back: '20230718', destination: '베트남' },
      { out: '20241221', back: '20250103', destination: '미국' },
      { out: '20250927', back: '20251001', destination: '태국' },
    ],
    welfare: {},
    business: false,
  },
  {
    id: 'newcomer',
    name: '박지훈',
    hanja: '朴志勳',
    english: 'PARK JIHUN',
    birthDate: '19881102',
    sex: '남',
    clan: '밀양',
    home: seoulHome('독막로 331, 803호 (대흥동, 지갑아파트)', '마포구', '20170603'),
    pastHomes: [
      { address: '경기도 성남시 분당구 판교역로 100, 202호 (백현동, 지갑빌라)', movedInAt: '19881110' },
      { address: '서울특별시 성동구 왕십리로 88, 301호 (사근동, 지갑원룸)', movedInAt: '20070224' },
    ],
    homeOwner: 'self',
    birthPlace: '경기도 성남시',
    schoolArea: '분당',
    father: { name: '박상철', birthDate: '19590412', sex: '남' },
    mother: { name: '정미숙', birthDate: '19611103', sex: '여', clan: '동래' },
    spouse: { name: '서은지', birthDate: '19900214', sex: '여', clan: '달성', marriedAt: '20170520' },
    children: [{ name: '박시우', birthDate: '20190823', sex: '남' }],
    livesWith: ['spouse', 'children'],
    monthlyPay: 4_600_000,
    jobs: [
      { name: '주식회사 이음네트웍스', from: '20150105', to: ONGOING },
      { name: '주식회사 푸른물산', from: '20140102', to: '20141231' },
    ],
    university: { name: '한양대학교', college: '사회과학대학', department: '경제학과', studentId: '2007-31234', enteredAt: '20070302', graduatedAt: '20130222' },
    military: { examAt: '20070611', enlistedAt: '20080512', dischargedAt: '20100411', dischargeReason: '만기전역', branch: '육군', rank: '병장', corps: '통신' },
    licence: { kind: '1종 보통', issuedAt: '20080121' },
    drivingEvents: [
      { date: '20210603', kind: '교통법규 위반', detail: '속도 위반 20km/h 초과 40km/h 이하 (범칙금 납부)', points: 15 },
      { date: '20240311', kind: '교통사고', detail: '물적 피해 사고 (인명 피해 없음)', points: 0 },
    ],
    vehicle: { number: '201나1122', model: '쏘나타', modelYear: 2019, firstRegisteredAt: '20190309', financed: true },
    trips: [
      { out: '20170522', back: '20170530', destination: '이탈리아' },
      { out: '20230805', back: '20230809', destination: '일본' },
    ],
    welfare: {},
    business: false,
  },
  {
    id: 'nocert',
    name: '최수아',
    hanja: '崔秀雅',
    english: 'CHOI SUA',
    birthDate: '19950209',
    sex: '여',
    clan: '경주',
    home: seoulHome('연희로 87, 302호 (연희동, 지갑빌라)', '서대문구', '20190302'),
    pastHomes: [
      { address: '대전광역시 서구 둔산로 100, 1203호 (둔산동, 지갑아파트)', movedInAt: '19950215' },
      { address: '서울특별시 동대문구 회기로 25, 203호 (회기동, 지갑원룸)', movedInAt: '20140222' },
    ],
    homeOwner: 'landlord',
    birthPlace: '대전광역시',
    schoolArea: '둔산',
    father: { name: '최병철', birthDate: '19660719', sex: '남' },
    mother: { name: '윤미경', birthDate: '19680327', sex: '여', clan: '파평' },
    children: [],
    livesWith: [],
    monthlyPay: 3_050_000,
    jobs: [{ name: '(주)다솜건설', from: '20180302', to: ONGOING }],
    // Left high school in her first year and passed the 고졸 검정고시 the next spring.
    leftSchool: { course: '04', at: '20110930' },
    ged: { level: '고졸', year: 2012, round: '제1회', passedAt: '20120518', office: '대전광역시교육청' },
    university: { name: '경희대학교', college: '사회과학대학', department: '행정학과', studentId: '2014-30411', enteredAt: '20140303', graduatedAt: '20180223' },
    licence: { kind: '2종 보통', issuedAt: '20160812' },
    drivingEvents: [],
    vehicle: { number: '33다2045', model: '모닝', modelYear: 2020, firstRegisteredAt: '20200710' },
    trips: [
      { out: '20190211', back: '20190216', destination: '태국' },
      { out: '20251003', back: '20251008', destination: '일본' },
    ],
    welfare: {},
    business: false,
  },
  {
    id: 'guest',
    name: '정도윤',
    hanja: '鄭道允',
    english: 'JEONG DOYUN',
    birthDate: '19850530',
    sex: '남',
    clan: '동래',
    home: seoulHome('올림픽로 300, 1703호 (신천동, 지갑아파트)', '송파구', '20150411'),
    pastHomes: [
      { address: '부산광역시 동래구 충렬대로 237, 502호 (온천동, 지갑아파트)', movedInAt: '19850605' },
      { address: '서울특별시 광진구 아차산로 262, 402호 (화양동, 지갑원룸)', movedInAt: '20040221' },
    ],
    homeOwner: 'self',
    birthPlace: '부산광역시',
    schoolArea: '동래',
    father: { name: '정만수', birthDate: '19570123', sex: '남' },
    mother: { name: '박순자', birthDate: '19590915', sex: '여', clan: '밀양' },
    spouse: { name: '윤하나', birthDate: '19870312', sex: '여', clan: '파평', marriedAt: '20140927' },
    children: [
      { name: '정서연', birthDate: '20160705', sex: '여' },
      { name: '정우진', birthDate: '20190214', sex: '남' },
    ],
    livesWith: ['spouse', 'children'],
    monthlyPay: 5_200_000,
    jobs: [{ name: '주식회사 푸른물산', from: '20110302', to: ONGOING }],
    university: { name: '건국대학교', college: '경영대학', department: '경영학과', studentId: '2004-11873', enteredAt: '20040302', graduatedAt: '20110224' },
    // Wounded on duty and discharged early: registered (before 2012) as a 국가유공자 himself.
    military: { examAt: '20040615', enlistedAt: '20050516', dischargedAt: '20061120', dischargeReason: '의병전역', branch: '육군', rank: '상병', corps: '공병' },
    licence: { kind: '1종 보통', issuedAt: '20040309' },
    drivingEvents: [
      { date: '20180722', kind: '교통법규 위반', detail: '신호 위반 (범칙금 납부)', points: 15 },
      { date: '20230114', kind: '교통법규 위반', detail: '중앙선 침범 (범칙금 납부)', points: 30 },
      { date: '20250830', kind: '교통사고', detail: '경상 1명 (보험 처리)', points: 5 },
    ],
    vehicle: { number: '58라3310', model: '스포티지', modelYear: 2020, firstRegisteredAt: '20200418', financed: true },
    trips: [
      { out: '20140929', back: '20141005', destination: '필리핀' },
      { out: '20240727', back: '20240803', destination: '호주' },
    ],
    welfare: { veteran: { merit: 'self', registeredAt: '20070410', group: '국가유공자', category: '공상군경', detail: '7급' } },
    business: false,
  },
  {
    id: 'subdevice',
    name: '강하은',
    hanja: '姜夏恩',
    english: 'KANG HAEUN',
    birthDate: '19920912',
    sex: '여',
    clan: '진주',
    home: seoulHome('왕십리로 222, 505호 (행당동, 지갑오피스텔)', '성동구', '20180903'),
    pastHomes: [
      { address: '경상남도 진주시 진주대로 816, 703호 (가좌동, 지갑아파트)', movedInAt: '19920918' },
      { address: '서울특별시 서대문구 연세로 50, 304호 (신촌동, 지갑원룸)', movedInAt: '20100222' },
    ],
    homeOwner: 'landlord',
    birthPlace: '경상남도 진주시',
    schoolArea: '진주',
    father: { name: '강태식', birthDate: '19621002', sex: '남' },
    mother: { name: '이영숙', birthDate: '19640516', sex: '여', clan: '경주' },
    children: [],
    livesWith: [],
    monthlyPay: 3_600_000,
    jobs: [{ name: '미래로병원', from: '20140303', to: ONGOING }],
    university: { name: '연세대학교', college: '간호대학', department: '간호학과', studentId: '2010-15523', enteredAt: '20100302', graduatedAt: '20140221' },
    licence: { kind: '2종 보통', issuedAt: '20111108' },
    drivingEvents: [{ date: '20240419', kind: '교통법규 위반', detail: '안전운전 의무 위반 (범칙금 납부)', points: 10 }],
    vehicle: { number: '212마7788', model: '그랜저', modelYear: 2023, firstRegisteredAt: '20230314', financed: true },
    trips: [
      { out: '20150812', back: '20150816', destination: '중국' },
      { out: '20190503', back: '20190507', destination: '일본' },
      { out: '20230620', back: '20230627', destination: '프랑스' },
      { out: '20250201', back: '20250205', destination: '싱가포르' },
    ],
    welfare: {},
    business: false,
  },
  {
    id: 'minor',
    name: '윤서준',
    hanja: '尹瑞俊',
    english: 'YUN SEOJUN',
    birthDate: '20130418',
    sex: '남',
    clan: '파평',
    home: seoulHome('동일로 1414, 1101호 (상계동, 지갑아파트)', '노원구', '20160822'),
    pastHomes: [{ address: '서울특별시 도봉구 도봉로 552, 302호 (창동, 지갑빌라)', movedInAt: '20130425' }],
    homeOwner: 'father',
    birthPlace: '서울특별시',
    schoolArea: '상계',
    father: { name: '윤정호', hanja: '尹正浩', birthDate: '19840412', sex: '남' },
    mother: { name: '김미경', hanja: '金美京', birthDate: '19861103', sex: '여', clan: '김해' },
    children: [],
    livesWith: [],
    // Thirteen: his father heads the household and insures him.
    dependantOf: { parent: 'father', workplace: '주식회사 이음네트웍스' },
    monthlyPay: 0,
    jobs: [],
    drivingEvents: [],
    trips: [{ out: '20240112', back: '20240116', destination: '일본' }],
    welfare: {},
    business: false,
  },
  {
    id: 'foreign',
    name: '임지아',
    hanja: '林知雅',
    english: 'LIM JIA',
    birthDate: '19911205',
    sex: '여',
    clan: '나주',
    home: seoulHome('이태원로 177, 201호 (한남동, 지갑빌라)', '용산구', '20240220'),
    pastHomes: [
      { address: '광주광역시 북구 우치로 100, 1504호 (용봉동, 지갑아파트)', movedInAt: '19911212' },
      { address: '서울특별시 서대문구 이화여대길 52, 201호 (대현동, 지갑원룸)', movedInAt: '20100222' },
      { address: '서울특별시 마포구 양화로 45, 1103호 (서교동, 지갑오피스텔)', movedInAt: '20140301' },
    ],
    homeOwner: 'landlord',
    birthPlace: '광주광역시',
    schoolArea: '용봉',
    father: { name: '임성호', birthDate: '19600830', sex: '남' },
    mother: { name: '정미라', birthDate: '19630111', sex: '여', clan: '동래' },
    children: [],
    livesWith: [],
    monthlyPay: 3_900_000,
    // Worked in Singapore from 2019 to 2024 (her account still has the Singapore number).
    jobs: [
      { name: '주식회사 푸른물산', from: '20240401', to: ONGOING },
      { name: '주식회사 이음네트웍스', from: '20140303', to: '20190816' },
    ],
    university: { name: '이화여자대학교', college: '사회과학대학', department: '심리학과', studentId: '2010-22105', enteredAt: '20100302', graduatedAt: '20140221' },
    licence: { kind: '2종 보통', issuedAt: '20100826' },
    drivingEvents: [],
    trips: [
      { out: '20160404', back: '20160409', destination: '일본' },
      { out: '20190820', back: '20240210', destination: '싱가포르' },
      { out: '20250715', back: '20250721', destination: '싱가포르' },
    ],
    welfare: {},
    business: false,
  },
  {
    id: 'restricted',
    name: '한태윤',
    hanja: '韓泰允',
    english: 'HAN TAEYUN',
    birthDate: '19790825',
    sex: '남',
    clan: '청주',
    home: seoulHome('통일로 684, 902호 (녹번동, 지갑임대아파트)', '은평구', '20220815'),
    pastHomes: [
      { address: '충청북도 청주시 상당구 상당로 155, 2층 (북문로2가, 지갑주택)', movedInAt: '19790901' },
      { address: '서울특별시 구로구 디지털로 300, 405호 (구로동, 지갑원룸)', movedInAt: '19980225' },
      { address: '서울특별시 강서구 공항대로 247, 1202호 (마곡동, 지갑아파트)', movedInAt: '20080510' },
    ],
    homeOwner: 'landlord',
    birthPlace: '충청북도 청주시',
    schoolArea: '청주',
    father: { name: '한길수', birthDate: '19500308', sex: '남', deceasedAt: '20150610' },
    mother: { name: '오순희', birthDate: '19531201', sex: '여', clan: '해주' },
    children: [],
    livesWith: [],
    monthlyPay: 3_400_000,
    // A site engineer until a fall at work in 2021: since then a 지체장애 and no job.
    jobs: [{ name: '(주)다솜건설', from: '20050307', to: '20211231' }],
    military: { examAt: '19980616', enlistedAt: '19990510', dischargedAt: '20010709', dischargeReason: '만기전역', branch: '육군', rank: '병장', corps: '보병' },
    licence: { kind: '1종 보통', issuedAt: '19980927' },
    drivingEvents: [{ date: '20120316', kind: '교통사고', detail: '물적 피해 사고 (인명 피해 없음)', points: 0 }],
    trips: [],
    welfare: {
      disability: { kind: '지체장애', degree: '장애의 정도가 심한 장애인', subKind: '', subDegree: '', registeredAt: '20220315', reviewedAt: '20240318' },
      // A one-person household on a disability pension: 생계 tops it up, 의료급여 replaces health insurance.
      livelihood: {
        from: '20220601',
        benefits: [
          { benefit: '생계', amount: 334_550 },
          { benefit: '의료', amount: 0 },
          { benefit: '주거', amount: 369_000 },
        ],
      },
    },
    pensionBenefit: { kind: '장애연금', from: '20220725', amount: 486_000 },
    business: false,
  },
  {
    id: 'invalid',
    name: '오민서',
    hanja: '吳旼序',
    english: 'OH MINSEO',
    birthDate: '19970117',
    sex: '여',
    clan: '해주',
    home: seoulHome('능동로 120, 1402호 (화양동, 지갑오피스텔)', '광진구', '20210222'),
    pastHomes: [
      { address: '인천광역시 부평구 부평대로 88, 603호 (부평동, 지갑아파트)', movedInAt: '19970123' },
      { address: '서울특별시 구로구 구로중앙로 152, 301호 (구로동, 지갑원룸)', movedInAt: '20160108' },
    ],
    homeOwner: 'landlord',
    birthPlace: '인천광역시',
    schoolArea: '부평',
    father: { name: '오재석', birthDate: '19680505', sex: '남' },
    mother: { name: '한정숙', birthDate: '19701010', sex: '여', clan: '청주' },
    children: [],
    livesWith: [],
    monthlyPay: 1_150_000,
    // Worked after high school, then went to university at 24 and works part time.
    jobs: [
      { name: '카페 지갑', from: '20210308', to: ONGOING },
      { name: '주식회사 이음네트웍스', from: '20160104', to: '20201231' },
    ],
    university: { name: '건국대학교', college: '사회과학대학', department: '사회학과', studentId: '2021-40217', enteredAt: '20210302', graduatedAt: '' },
    drivingEvents: [],
    trips: [{ out: '20230110', back: '20230114', destination: '일본' }],
    welfare: { nearPoverty: { from: '20250401', kind: '차상위 본인부담경감 대상자' } },
    business: false,
  },
  {
    id: 'renewal',
    name: '신예린',
    hanja: '申藝璘',
    english: 'SHIN YERIN',
    birthDate: '19890603',
    sex: '여',
    clan: '평산',
    home: seoulHome('당산로 123, 302호 (당산동, 지갑빌라)', '영등포구', '20210620'),
    pastHomes: [
      { address: '경기도 안양시 만안구 안양로 200, 801호 (안양동, 지갑아파트)', movedInAt: '19890610' },
      { address: '서울특별시 동작구 흑석로 84, 202호 (흑석동, 지갑원룸)', movedInAt: '20080225' },
      { address: '서울특별시 양천구 목동동로 233, 1005호 (목동, 지갑아파트)', movedInAt: '20141020' },
    ],
    homeOwner: 'landlord',
    birthPlace: '경기도 안양시',
    schoolArea: '안양',
    father: { name: '신동현', birthDate: '19610217', sex: '남' },
    mother: { name: '박미영', birthDate: '19630722', sex: '여', clan: '밀양' },
    spouse: { name: '조현우', birthDate: '19870409', sex: '남', clan: '한양', marriedAt: '20141011', divorcedAt: '20210514' },
    children: [{ name: '조서아', birthDate: '20160820', sex: '여', clan: '한양' }],
    livesWith: ['children'],
    monthlyPay: 2_300_000,
    jobs: [
      { name: '미래로병원', from: '20210901', to: ONGOING },
      { name: '주식회사 푸른물산', from: '20120102', to: '20160731' },
    ],
    university: { name: '중앙대학교', college: '경영대학', department: '경영학과', studentId: '2008-21194', enteredAt: '20080303', graduatedAt: '20120217' },
    licence: { kind: '2종 보통', issuedAt: '20090720' },
    drivingEvents: [],
    vehicle: { number: '62조1357', model: '모닝', modelYear: 2017, firstRegisteredAt: '20170926' },
    trips: [
      { out: '20141013', back: '20141019', destination: '프랑스' },
      { out: '20240803', back: '20240807', destination: '일본' },
    ],
    // Raising her daughter alone since the divorce: the support is granted a year at a time.
    welfare: { singleParent: { from: '20210701', to: '20261231' } },
    business: false,
  },
  {
    id: 'unregistered',
    name: '권도현',
    hanja: '權度賢',
    english: 'KWON DOHYUN',
    birthDate: '19831028',
    sex: '남',
    clan: '안동',
    home: seoulHome('왕산로 200, 1505호 (전농동, 지갑아파트)', '동대문구', '20120915'),
    pastHomes: [
      { address: '경상북도 안동시 경동로 300, 2층 (안흥동, 지갑주택)', movedInAt: '19831105' },
      { address: '서울특별시 동대문구 서울시립대로 163, 101호 (전농동, 지갑원룸)', movedInAt: '20020225' },
    ],
    homeOwner: 'self',
    birthPlace: '경상북도 안동시',
    schoolArea: '안동',
    father: { name: '권오복', birthDate: '19550609', sex: '남' },
    mother: { name: '김순남', birthDate: '19570214', sex: '여', clan: '김해' },
    spouse: { name: '문지영', birthDate: '19850719', sex: '여', clan: '남평', marriedAt: '20120505' },
    children: [{ name: '권하린', birthDate: '20130911', sex: '여' }],
    livesWith: ['spouse', 'children'],
    monthlyPay: 2_600_000,
    // Left his office job in 2015 to farm a family plot outside Seoul: insured on his own income since.
    jobs: [
      { name: '지역가입자', kind: '지역가입자', from: '20160101', to: ONGOING },
      { name: '주식회사 푸른물산', from: '20090302', to: '20151231' },
    ],
    university: { name: '서울시립대학교', college: '사회과학대학', department: '행정학과', studentId: '2002-23417', enteredAt: '20020304', graduatedAt: '20090220' },
    military: { examAt: '20020618', enlistedAt: '20030714', dischargedAt: '20050913', dischargeReason: '만기전역', branch: '육군', rank: '병장', corps: '포병' },
    licence: { kind: '1종 보통', issuedAt: '20020817' },
    drivingEvents: [{ date: '20200907', kind: '교통법규 위반', detail: '적재물 추락 방지 조치 위반 (범칙금 납부)', points: 15 }],
    vehicle: { number: '87보8642', model: '포터2', modelYear: 2018, firstRegisteredAt: '20180226' },
    trips: [{ out: '20120507', back: '20120512', destination: '중국' }],
    welfare: {
      farm: {
        registeredAt: '20160315',
        parcels: [
          { address: '경기도 남양주시 진접읍 장현리 412', area: 2_150, use: '전', crop: '고추' },
          { address: '경기도 남양주시 진접읍 장현리 415-3', area: 1_320, use: '답', crop: '벼' },
        ],
      },
    },
    business: false,
  },
];

export const profileOf = (personaId: string): Profile | undefined => profiles.find((p) => p.id === personaId);
