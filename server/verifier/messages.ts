/** The Korean words of the desk as a verifier: its verdict lines and why an answer was refused (해요체). */
export const verifierTexts = {
  checks: {
    issuerSigned: (subject: string) => `발급기관 서명이 확인됐어요 (${organisationOf(subject)})`,
    issuerUnknown: '발급기관 서명을 확인할 수 없어요',
    bound: '이 요청에 맞춰 본인 기기에서 서명했어요',
    notBound: '이 요청에 대한 본인 서명이 아니에요',
    notRevoked: '폐기되지 않은 증명서예요',
    notExpired: '유효기간 안의 증명서예요',
  },
  checkFailed: {
    NOT_REVOKED: '폐기된 증명서예요',
    NOT_EXPIRED: '유효기간이 지난 증명서예요',
  },
  refusal: {
    malformed: '응답을 읽을 수 없어요',
    strayDisclosure: '증명서에 없는 정보가 들어 있어요',
    notAsked: (path: string) => `요청하지 않은 정보(${path})가 들어 있어요`,
    missing: (label: string) => `꼭 필요한 정보(${label})가 빠졌어요`,
    expired: '요청 시간이 지났어요',
    answered: '이미 답을 받은 요청이에요',
    wrongCredential: '요청한 증명서가 아니에요',
  },
  unnamed: '이름 없는 발급기관',
};

/** The organisation (O) of a certificate's subject as Node prints it ("C=KR\nO=…\nCN=…"). */
export function organisationOf(subject: string): string {
  const line = subject.split('\n').find((part) => part.startsWith('O='));
  return line ? line.slice(2) : verifierTexts.unnamed;
}
