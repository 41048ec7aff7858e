/**
 * What the simulated agencies hold in English, for the certificates issued in English
 * (university certificates, 출입국에 관한 사실증명, 국민연금 가입증명): the universities' official
 * English names (public facts), the colleges, departments, degrees and courses of the demo's
 * students, and the made-up workplaces' registered English names.
 */

/** The universities of server/lookup-data/universities.json by their Korean name. */
export const UNIVERSITY_ENGLISH: Readonly<Record<string, string>> = {
  서울대학교: 'Seoul National University',
  연세대학교: 'Yonsei University',
  고려대학교: 'Korea University',
  성균관대학교: 'Sungkyunkwan University',
  한양대학교: 'Hanyang University',
  서강대학교: 'Sogang University',
  중앙대학교: 'Chung-Ang University',
  경희대학교: 'Kyung Hee University',
  한국외국어대학교: 'Hankuk University of Foreign Studies',
  서울시립대학교: 'University of Seoul',
  이화여자대학교: 'Ewha Womans University',
  건국대학교: 'Konkuk University',
  동국대학교: 'Dongguk University',
  홍익대학교: 'Hongik University',
  숙명여자대학교: "Sookmyung Women's University",
  국민대학교: 'Kookmin University',
  숭실대학교: 'Soongsil University',
  세종대학교: 'Sejong University',
  부산대학교: 'Pusan National University',
  경북대학교: 'Kyungpook National University',
  전남대학교: 'Chonnam National University',
  충남대학교: 'Chungnam National University',
  충북대학교: 'Chungbuk National University',
  전북대학교: 'Jeonbuk National University',
  강원대학교: 'Kangwon National University',
  제주대학교: 'Jeju National University',
  인하대학교: 'Inha University',
  아주대학교: 'Ajou University',
  한국과학기술원: 'Korea Advanced Institute of Science and Technology',
  포항공과대학교: 'Pohang University of Science and Technology',
  울산대학교: 'University of Ulsan',
  서울교육대학교: 'Seoul National University of Education',
  한국방송통신대학교: 'Korea National Open University',
  KDI국제정책대학원: 'KDI School of Public Policy and Management',
  한국예술종합학교: 'Korea National University of Arts',
};

/** `SNU`, `KAIST`: the initials of the English name (a degree number's prefix). */
export function universityInitials(english: string): string {
  const known: Record<string, string> = {
    'Korea Advanced Institute of Science and Technology': 'KAIST',
    'Pohang University of Science and Technology': 'POSTECH',
  };
  return known[english] ?? english.split(/[\s-]+/).filter((word) => /^[A-Z]/.test(word)).map((word) => word[0]).join('');
}

export const COLLEGE_ENGLISH: Readonly<Record<string, string>> = {
  공과대학: 'College of Engineering',
  경영대학: 'College of Business Administration',
  사회과학대학: 'College of Social Sciences',
  간호대학: 'College of Nursing',
};

export const DEPARTMENT_ENGLISH: Readonly<Record<string, string>> = {
  컴퓨터공학부: 'Department of Computer Science and Engineering',
  경영학과: 'Department of Business Administration',
  경제학과: 'Department of Economics',
  행정학과: 'Department of Public Administration',
  사회학과: 'Department of Sociology',
  심리학과: 'Department of Psychology',
  간호학과: 'Department of Nursing',
};

/** The bachelor's degree each college confers, in Korean and in English. */
export const DEGREE_BY_COLLEGE: Readonly<Record<string, { ko: string; en: string }>> = {
  공과대학: { ko: '공학사', en: 'Bachelor of Science in Engineering' },
  경영대학: { ko: '경영학사', en: 'Bachelor of Business Administration' },
  사회과학대학: { ko: '문학사', en: 'Bachelor of Arts' },
  간호대학: { ko: '간호학사', en: 'Bachelor of Science in Nursing' },
};

export interface Course {
  code: string;
  ko: string;
  en: string;
  credits: number;
}

/** Required courses shared by every department, then each department's own. */
export const GENERAL_COURSES: readonly Course[] = [
  { code: 'GEN101', ko: '대학 글쓰기', en: 'Academic Writing', credits: 2 },
  { code: 'GEN102', ko: '대학 영어', en: 'College English', credits: 2 },
  { code: 'GEN110', ko: '통계학의 이해', en: 'Introduction to Statistics', credits: 3 },
];

export const DEPARTMENT_COURSES: Readonly<Record<string, readonly Course[]>> = {
  컴퓨터공학부: [
    { code: 'CSE101', ko: '컴퓨터과학개론', en: 'Introduction to Computer Science', credits: 3 },
    { code: 'MAT101', ko: '미적분학 1', en: 'Calculus 1', credits: 3 },
    { code: 'CSE201', ko: '자료구조', en: 'Data Structures', credits: 3 },
    { code: 'CSE202', ko: '이산수학', en: 'Discrete Mathematics', credits: 3 },
    { code: 'CSE301', ko: '알고리즘', en: 'Algorithms', credits: 3 },
    { code: 'CSE302', ko: '운영체제', en: 'Operating Systems', credits: 3 },
    { code: 'CSE303', ko: '데이터베이스', en: 'Database Systems', credits: 3 },
    { code: 'CSE401', ko: '소프트웨어공학', en: 'Software Engineering', credits: 3 },
    { code: 'CSE499', ko: '졸업 프로젝트', en: 'Capstone Project', credits: 3 },
  ],
  경영학과: [
    { code: 'BUS101', ko: '경영학원론', en: 'Principles of Management', credits: 3 },
    { code: 'ECO101', ko: '경제학원론', en: 'Principles of Economics', credits: 3 },
    { code: 'ACC201', ko: '회계원리', en: 'Principles of Accounting', credits: 3 },
    { code: 'BUS202', ko: '조직행동론', en: 'Organizational Behavior', credits: 3 },
    { code: 'FIN301', ko: '재무관리', en: 'Financial Management', credits: 3 },
    { code: 'MKT301', ko: '마케팅관리', en: 'Marketing Management', credits: 3 },
    { code: 'ACC302', ko: '중급회계', en: 'Intermediate Accounting', credits: 3 },
    { code: 'ACC401', ko: '세무회계', en: 'Tax Accounting', credits: 3 },
    { code: 'BUS499', ko: '경영전략', en: 'Strategic Management', credits: 3 },
  ],
  경제학과: [
    { code: 'ECO101', ko: '경제학원론', en: 'Principles of Economics', credits: 3 },
    { code: 'MAT105', ko: '경제수학', en: 'Mathematics for Economists', credits: 3 },
    { code: 'ECO201', ko: '미시경제학', en: 'Microeconomics', credits: 3 },
    { code: 'ECO202', ko: '거시경제학', en: 'Macroeconomics', credits: 3 },
    { code: 'ECO301', ko: '계량경제학', en: 'Econometrics', credits: 3 },
    { code: 'ECO302', ko: '화폐금융론', en: 'Money and Banking', credits: 3 },
    { code: 'ECO303', ko: '국제경제학', en: 'International Economics', credits: 3 },
    { code: 'ECO401', ko: '재정학', en: 'Public Finance', credits: 3 },
    { code: 'ECO499', ko: '경제학 졸업논문', en: 'Senior Thesis in Economics', credits: 3 },
  ],
  행정학과: [
    { code: 'PAD101', ko: '행정학원론', en: 'Introduction to Public Administration', credits: 3 },
    { code: 'POL101', ko: '정치학개론', en: 'Introduction to Political Science', credits: 3 },
    { code: 'PAD201', ko: '조직론', en: 'Organization Theory', credits: 3 },
    { code: 'PAD202', ko: '행정법', en: 'Administrative Law', credits: 3 },
    { code: 'PAD301', ko: '정책학', en: 'Public Policy', credits: 3 },
    { code: 'PAD302', ko: '인사행정론', en: 'Public Personnel Administration', credits: 3 },
    { code: 'PAD303', ko: '재무행정론', en: 'Public Financial Administration', credits: 3 },
    { code: 'PAD401', ko: '지방자치론', en: 'Local Government', credits: 3 },
    { code: 'PAD499', ko: '행정학 세미나', en: 'Seminar in Public Administration', credits: 3 },
  ],
  사회학과: [
    { code: 'SOC101', ko: '사회학개론', en: 'Introduction to Sociology', credits: 3 },
    { code: 'SOC102', ko: '사회통계', en: 'Social Statistics', credits: 3 },
    { code: 'SOC201', ko: '사회조사방법론', en: 'Social Research Methods', credits: 3 },
    { code: 'SOC202', ko: '사회학이론', en: 'Sociological Theory', credits: 3 },
    { code: 'SOC301', ko: '가족사회학', en: 'Sociology of the Family', credits: 3 },
    { code: 'SOC302', ko: '도시사회학', en: 'Urban Sociology', credits: 3 },
    { code: 'SOC303', ko: '노동사회학', en: 'Sociology of Work', credits: 3 },
    { code: 'SOC401', ko: '한국사회론', en: 'Korean Society', credits: 3 },
    { code: 'SOC499', ko: '사회학 졸업논문', en: 'Senior Thesis in Sociology', credits: 3 },
  ],
  심리학과: [
    { code: 'PSY101', ko: '심리학개론', en: 'Introduction to Psychology', credits: 3 },
    { code: 'PSY102', ko: '심리통계', en: 'Statistics for Psychology', credits: 3 },
    { code: 'PSY201', ko: '발달심리학', en: 'Developmental Psychology', credits: 3 },
    { code: 'PSY202', ko: '사회심리학', en: 'Social Psychology', credits: 3 },
    { code: 'PSY301', ko: '인지심리학', en: 'Cognitive Psychology', credits: 3 },
    { code: 'PSY302', ko: '이상심리학', en: 'Abnormal Psychology', credits: 3 },
    { code: 'PSY303', ko: '생물심리학', en: 'Biological Psychology', credits: 3 },
    { code: 'PSY401', ko: '상담심리학', en: 'Counseling Psychology', credits: 3 },
    { code: 'PSY499', ko: '심리학 졸업논문', en: 'Senior Thesis in Psychology', credits: 3 },
  ],
  간호학과: [
    { code: 'NUR101', ko: '인체구조와 기능', en: 'Human Anatomy and Physiology', credits: 3 },
    { code: 'NUR102', ko: '간호학개론', en: 'Introduction to Nursing', credits: 3 },
    { code: 'NUR201', ko: '기본간호학', en: 'Fundamentals of Nursing', credits: 3 },
    { code: 'NUR202', ko: '병리학', en: 'Pathology', credits: 3 },
    { code: 'NUR301', ko: '성인간호학', en: 'Adult Health Nursing', credits: 3 },
    { code: 'NUR302', ko: '아동간호학', en: 'Child Health Nursing', credits: 3 },
    { code: 'NUR303', ko: '정신간호학', en: 'Psychiatric Nursing', credits: 3 },
    { code: 'NUR401', ko: '지역사회간호학', en: 'Community Health Nursing', credits: 3 },
    { code: 'NUR499', ko: '간호학 임상실습', en: 'Clinical Nursing Practicum', credits: 3 },
  ],
};

/** The made-up workplaces' registered English names. */
export const WORKPLACE_ENGLISH: Readonly<Record<string, string>> = {
  '주식회사 한빛소프트웨어': 'Hanbit Software Co., Ltd.',
  '(주)새봄유통': 'Saebom Distribution Co., Ltd.',
  지역가입자: 'Individually insured (no workplace)',
  가람회계법인: 'Garam Accounting Corporation',
  '주식회사 푸른물산': 'Pureun Trading Co., Ltd.',
  '(주)다솜건설': 'Dasom Construction Co., Ltd.',
  '주식회사 이음네트웍스': 'Ieum Networks Co., Ltd.',
  미래로병원: 'Miraero Hospital',
  '카페 지갑': 'Cafe Jigap',
};

export const COUNTRY_ENGLISH: Readonly<Record<string, string>> = {
  일본: 'Japan',
  베트남: 'Viet Nam',
  미국: 'United States',
  태국: 'Thailand',
  이탈리아: 'Italy',
  싱가포르: 'Singapore',
  중국: 'China',
  필리핀: 'Philippines',
  프랑스: 'France',
  호주: 'Australia',
};

export const PORT_ENGLISH: Readonly<Record<string, string>> = {
  인천공항: 'Incheon International Airport',
  김포공항: 'Gimpo International Airport',
  김해공항: 'Gimhae International Airport',
};
