/**
 * The facts each persona's life is built from (ids and names as server/db/seed-data/personas.ts).
 * Everything else in a record — workplaces, taxes, registers — follows from these by fixed rules
 * (build.ts), so the demo world is the same on every machine. All names, numbers and addresses
 * are made up; building names such as 지갑아파트 mark an address as fictional.
 */
export interface Relative {
  name: string;
  birthDate: string;
  sex: '남' | '여';
  clan?: string;
  deceasedAt?: string;
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
  birthPlace: string;
  father: Relative;
  mother: Relative;
  spouse?: Relative & { marriedAt: string; divorcedAt?: string };
  children: Relative[];
  /** Relatives who live in the holder's household (the holder heads it). */
  livesWith: ('mother' | 'spouse' | 'children')[];
  /** Monthly pay at the current job (won): taxes and premiums follow from it. */
  monthlyPay: number;
  /** Jobs, latest first, when lookup-data has no pension workplaces for the persona. */
  jobs: { name: string; from: string; to: string }[];
  university: { college: string; department: string; studentId: string; enteredAt: string };
  vehicle: { number: string; model: string; modelYear: number };
  /** Served in the forces (else 병역의무 해당 없음). */
  served: boolean;
}

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
    birthPlace: '경기도 수원시',
    father: { name: '김영수', birthDate: '19660204', sex: '남', deceasedAt: '20200817' },
    mother: { name: '이정희', birthDate: '19680911', sex: '여', clan: '전주' },
    spouse: { name: '박서윤', birthDate: '19990822', sex: '여', clan: '밀양', marriedAt: '20221015', divorcedAt: '20250314' },
    children: [{ name: '김하준', birthDate: '20240510', sex: '남' }],
    livesWith: ['mother', 'children'],
    monthlyPay: 4_150_000,
    jobs: [],
    university: { college: '공과대학', department: '컴퓨터공학부', studentId: '2017-12345', enteredAt: '20170302' },
    vehicle: { number: '123가4567', model: '아반떼', modelYear: 2022 },
    served: true,
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
    birthPlace: '부산광역시',
    father: { name: '이상훈', birthDate: '19630518', sex: '남' },
    mother: { name: '최은영', birthDate: '19650302', sex: '여', clan: '경주' },
    children: [],
    livesWith: [],
    monthlyPay: 3_820_000,
    jobs: [],
    university: { college: '경영대학', department: '경영학과', studentId: '2012-20481', enteredAt: '20120302' },
    vehicle: { number: '45나6789', model: '레이', modelYear: 2021 },
    served: false,
  },
  ...(
    [
      ['newcomer', '박지훈', '朴志勳', 'PARK JIHUN', '19881102', '남', '밀양', '마포구', '독막로 331, 803호 (대흥동, 지갑아파트)', '201 나 1122'],
      ['nocert', '최수아', '崔秀雅', 'CHOI SUA', '19950209', '여', '경주', '서대문구', '연희로 87, 302호 (연희동, 지갑빌라)', '33다 2045'],
      ['guest', '정도윤', '鄭道允', 'JEONG DOYUN', '19850530', '남', '동래', '송파구', '올림픽로 300, 1703호 (신천동, 지갑아파트)', '58라 3310'],
      ['subdevice', '강하은', '姜夏恩', 'KANG HAEUN', '19920912', '여', '진주', '성동구', '왕십리로 222, 505호 (행당동, 지갑오피스텔)', '12마 7788'],
      ['minor', '윤서준', '尹瑞俊', 'YUN SEOJUN', '20130418', '남', '파평', '노원구', '동일로 1414, 1101호 (상계동, 지갑아파트)', ''],
      ['foreign', '임지아', '林知雅', 'LIM JIA', '19911205', '여', '나주', '용산구', '이태원로 177, 201호 (한남동, 지갑빌라)', '71바 4521'],
      ['restricted', '한태윤', '韓泰允', 'HAN TAEYUN', '19790825', '남', '청주', '은평구', '통일로 684, 902호 (녹번동, 지갑아파트)', '88사 9012'],
      ['invalid', '오민서', '吳旼序', 'OH MINSEO', '19970117', '여', '해주', '광진구', '능동로 120, 1402호 (화양동, 지갑오피스텔)', '19아 3456'],
      ['renewal', '신예린', '申藝璘', 'SHIN YERIN', '19890603', '여', '평산', '영등포구', '여의대로 24, 2001호 (여의도동, 지갑아파트)', '62자 1357'],
      ['unregistered', '권도현', '權度賢', 'KWON DOHYUN', '19831028', '남', '안동', '동대문구', '왕산로 200, 1505호 (전농동, 지갑아파트)', '27차 8642'],
    ] as const
  ).map(([id, name, hanja, english, birthDate, sex, clan, sigungu, road, car], index): Profile => {
    const year = Number(birthDate.slice(0, 4));
    const family = name.slice(0, 1);
    return {
      id,
      name,
      hanja,
      english,
      birthDate,
      sex,
      clan,
      home: seoulHome(road, sigungu, `${Math.min(2024, year + 28)}0${(index % 8) + 1}1${index % 10}`),
      pastHomes: [{ address: `경기도 성남시 분당구 판교역로 ${100 + index * 7}, ${index + 2}02호 (백현동, 지갑빌라)`, movedInAt: `${birthDate.slice(0, 6)}28` }],
      birthPlace: '경기도 성남시',
      father: { name: `${family}정호`, birthDate: `${year - 29}0412`, sex: '남' },
      mother: { name: '김미경', birthDate: `${year - 27}1103`, sex: '여', clan: '김해' },
      children: [],
      livesWith: [],
      monthlyPay: 2_900_000 + index * 170_000,
      jobs: year > 2000 ? [] : [{ name: ['주식회사 푸른물산', '(주)다솜건설', '주식회사 이음네트웍스', '미래로병원'][index % 4]!, from: `${year + 25}0302`, to: '99991231' }],
      university: { college: '사회과학대학', department: ['경제학과', '행정학과', '사회학과', '심리학과'][index % 4]!, studentId: `${year + 19}-${String(30000 + index * 137)}`, enteredAt: `${year + 19}0302` },
      vehicle: { number: car.replace(/ /g, ''), model: ['쏘나타', '스포티지', '모닝', '그랜저'][index % 4]!, modelYear: 2018 + (index % 6) },
      served: sex === '남' && year < 2000,
    };
  }),
];

export const profileOf = (personaId: string): Profile | undefined => profiles.find((p) => p.id === personaId);
