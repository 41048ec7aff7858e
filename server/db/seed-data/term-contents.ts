/**
 * HTML contents of each term type (GET /api/v2/agreement/term/{termType}). The client
 * sanitises them before display; `{receiverName}` is replaced by the client.
 */
const section = (heading: string, ...body: string[]): string => `<h3>${heading}</h3>\n${body.join('\n')}`;
const list = (...items: string[]): string => `<ol>\n${items.map((item) => `  <li>${item}</li>`).join('\n')}\n</ol>`;
const bullets = (...items: string[]): string => `<ul>\n${items.map((item) => `  <li>${item}</li>`).join('\n')}\n</ul>`;
const p = (text: string): string => `<p>${text}</p>`;

function table(head: string[], rows: string[][]): string {
  const th = head.map((cell) => `<th scope="col">${cell}</th>`).join('');
  const tr = rows.map((row) => `  <tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n  <thead><tr>${th}</tr></thead>\n  <tbody>\n${tr}\n  </tbody>\n</table>`;
}

function document(title: string, effective: string, ...sections: string[]): string {
  return [`<h2>${title}</h2>`, ...sections, `<p class="effective">시행일자: ${effective}</p>`].join('\n');
}

const serviceTerms = document(
  '전자증명서 지갑 이용약관',
  '2026년 12월 1일',
  section(
    '제1조 (목적)',
    p('이 약관은 지갑(이하 "회사")이 메신저 안에서 제공하는 전자증명서 발급·보관·제출 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 이용자의 권리·의무 및 책임사항을 정하는 것을 목적으로 합니다.'),
  ),
  section(
    '제2조 (용어의 정의)',
    list(
      '"전자증명서"란 행정기관 등이 발급하여 전자문서지갑에 보관되는 전자문서 형태의 증명서를 말합니다.',
      '"전자문서지갑"이란 이용자가 발급받은 전자증명서를 보관하고 제출할 수 있도록 제공되는 저장 공간을 말합니다.',
      '"지갑 주소"란 전자문서지갑을 식별하기 위해 부여되는 영문과 숫자로 된 고유 주소를 말합니다.',
      '"주 사용 기기"란 이용자가 서비스를 이용하도록 등록한 하나의 휴대전화를 말합니다.',
    ),
  ),
  section(
    '제3조 (이용 자격)',
    bullets(
      '대한민국 휴대전화 번호로 메신저에 가입한 만 14세 이상의 개인',
      '이용이 제한되지 않은 정상 계정을 보유한 개인',
      '주 사용 기기로 등록된 기기에서 접속한 이용자',
    ),
  ),
  section(
    '제4조 (서비스의 내용)',
    table(
      ['구분', '내용', '비고'],
      [
        ['증명서 발급', '주민등록표 등본, 건강보험 자격득실확인서 등 전자증명서 신청 및 발급', '발급기관 사정에 따라 일시 중단될 수 있음'],
        ['증명서 보관', '발급일로부터 90일 동안 내 증명서 목록에 보관', '보관 기간 경과 시 자동 삭제'],
        ['증명서 제출', '기관 또는 지갑 주소로 증명서 제출 및 보낸·받은 내역 관리', '유료 증명서는 1회만 제출 가능'],
        ['자격확인', '자격확인 QR 발급', '기관별 이용 조건 적용'],
      ],
    ),
  ),
  section(
    '제5조 (이용자의 의무)',
    list(
      '이용자는 본인의 증명서만 신청하여야 하며, 타인의 정보를 도용해서는 안 됩니다.',
      '이용자는 일회용 공유 링크와 열람번호를 제3자에게 함부로 알려서는 안 됩니다.',
      '이용자는 기기를 분실하거나 변경한 경우 주 사용 기기를 지체 없이 변경하여야 합니다.',
    ),
  ),
  section(
    '제6조 (서비스의 중단)',
    p('회사는 시스템 점검, 발급기관의 점검 또는 장애 등 부득이한 사유가 있는 경우 서비스의 전부 또는 일부를 일시 중단할 수 있으며, 이 경우 사전에 공지합니다.'),
  ),
);

const privacy = document(
  '개인정보 수집 및 이용 동의',
  '2026년 12월 1일',
  p('회사는 전자증명서 서비스 제공을 위하여 아래와 같이 개인정보를 수집·이용합니다.'),
  table(
    ['수집 항목', '수집·이용 목적', '보유·이용 기간'],
    [
      ['이름, 휴대전화번호, 메신저 회원번호', '본인 확인, 서비스 가입 및 이용자 식별', '서비스 탈퇴 시까지'],
      ['기기 식별값', '주 사용 기기 확인 및 부정 이용 방지', '서비스 탈퇴 시까지'],
      ['증명서 발급·제출 내역', '발급 및 제출 결과 안내, 민원 처리', '발급일로부터 90일'],
    ],
  ),
  p('이용자는 개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만 필수 항목에 동의하지 않으면 서비스를 이용할 수 없습니다.'),
);

const uniqueId = document(
  '고유식별정보 수집 및 이용 동의',
  '2026년 1월 1일',
  p('회사는 「개인정보 보호법」 제24조에 따라 증명서 발급기관에 신청 정보를 전달하기 위하여 아래의 고유식별정보를 처리합니다.'),
  table(
    ['처리 항목', '처리 목적', '보유 기간'],
    [['주민등록번호', '발급기관의 본인 확인 및 증명서 발급 신청', '발급 완료 즉시 파기']],
  ),
  p('동의를 거부할 수 있으나, 거부하면 증명서를 발급받을 수 없습니다.'),
);

const credit = document(
  '개인신용정보 수집 및 이용 동의',
  '2026년 1월 1일',
  p('「신용정보의 이용 및 보호에 관한 법률」에 따라 아래와 같이 개인신용정보를 수집·이용합니다.'),
  table(
    ['수집 항목', '목적', '보유 기간'],
    [['소득·재산 관련 증명서 정보, 건강보험 자격 정보', '금융상품 심사를 위한 증명서 제출', '제출 완료 후 5년']],
  ),
);

const thirdParty = document(
  '개인정보 제3자 제공 동의',
  '2026년 1월 1일',
  p('회사는 이용자가 선택한 증명서를 아래와 같이 {receiverName}에 제공합니다.'),
  table(
    ['제공받는 자', '제공 항목', '제공 목적', '보유·이용 기간'],
    [['{receiverName}', '이름, 선택한 전자증명서', '증명서 제출 및 업무 처리', '제공 목적 달성 시까지']],
  ),
  p('동의를 거부할 수 있으나, 거부하면 {receiverName}에 증명서를 제출할 수 없습니다.'),
);

const wallet = document(
  '정부 전자문서지갑 이용약관',
  '2026년 1월 1일',
  section('제1조 (목적)', p('이 약관은 행정안전부가 제공하는 전자문서지갑의 이용에 필요한 사항을 정합니다.')),
  section(
    '제2조 (지갑 주소)',
    bullets('지갑 주소는 가입 시 자동으로 부여됩니다.', '지갑을 해지하면 지갑 주소는 삭제되며 다시 가입하면 새 주소가 부여됩니다.'),
  ),
);

const news = document(
  '전자증명서 소식 및 혜택 알림 받기 (선택)',
  '2026년 1월 1일',
  p('새로 발급 가능한 증명서, 제출 결과, 서비스 혜택 소식을 메신저 알림으로 받습니다.'),
  bullets('수집 항목: 메신저 회원번호', '보유 기간: 동의 철회 시까지'),
  p('동의하지 않아도 서비스 이용에는 제한이 없습니다.'),
);

const adminInfo = document(
  '행정정보 공동이용 동의',
  '2026년 1월 1일',
  p('「전자정부법」 제36조에 따라 담당 공무원이 행정정보 공동이용을 통하여 아래 정보를 확인하는 것에 동의합니다.'),
  bullets('주민등록 정보', '건강보험 자격 정보', '국민연금 가입 정보'),
);

const gov24Identity = document(
  '정부24 본인확인 정보 제공 동의',
  '2026년 1월 1일',
  p('정부24에서 본인확인을 진행하기 위해 이름과 휴대전화번호를 정부24에 제공합니다.'),
  table(['제공받는 자', '제공 항목', '보유 기간'], [['행정안전부(정부24)', '이름, 휴대전화번호', '본인확인 완료 즉시 파기']]),
);

const delegate = document(
  '발급대행기관 개인정보 처리위탁 동의',
  '2026년 1월 1일',
  p('증명서 발급 업무 일부를 아래 기관에 위탁합니다.'),
  table(['수탁자', '위탁 업무'], [['(주)인텍', '학교 증명서 발급 대행 및 전자문서 변환']]),
);

const universityTerms = document(
  '대학 증명서 발급 서비스 이용약관',
  '2026년 1월 1일',
  p('대학 증명서(졸업, 재학, 성적, 학위수여, 졸업예정)는 (주)디지털존의 발급 서비스를 통해 발급됩니다.'),
  bullets('발급 수수료는 대학이 정한 금액을 따릅니다.', '발급된 증명서는 취소하거나 환불할 수 없습니다.'),
);

const gov24Terms = document(
  '정부24 이용약관',
  '2026년 1월 1일',
  p('정부24 이용약관 전문은 정부24 누리집에서 확인할 수 있습니다.'),
);

const qrPass = document(
  '자격확인 정보 제공 동의',
  '2026년 1월 1일',
  p('자격확인 QR을 제시하면 기관은 QR에 담긴 자격 정보를 확인할 수 있습니다.'),
  table(['제공 항목', '제공 목적', '보유 기간'], [['이름, 자격 보유 여부', '기관 방문 시 자격 확인', 'QR 유효시간(3분) 경과 시 파기']]),
);

export const seedTermContents: Record<string, { version: number; content: string }> = {
  이용약관: { version: 2, content: serviceTerms },
  개인정보수집_및_이용동의: { version: 2, content: privacy },
  고유식별정보수집_및_이용동의: { version: 1, content: uniqueId },
  개인신용정보수집_및_이용동의: { version: 1, content: credit },
  제3자_제공동의: { version: 1, content: thirdParty },
  전자문서지갑_이용약관: { version: 1, content: wallet },
  서비스_소식_수신동의: { version: 1, content: news },
  행정정보_공동이용동의: { version: 1, content: adminInfo },
  정부24_본인확인_동의: { version: 1, content: gov24Identity },
  발급대행_위탁동의: { version: 1, content: delegate },
  대학증명서_발급서비스_이용약관: { version: 1, content: universityTerms },
  정부24_이용약관: { version: 1, content: gov24Terms },
  자격확인_정보제공동의: { version: 1, content: qrPass },
};
