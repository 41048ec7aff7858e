/** The simulated issuing agencies' register console (/sim/agency), in Korean (해요체). */
export const agencyConsoleTexts = {
  pageTitle: '발급기관 문서 대장 (시뮬레이션)',
  heading: '발급기관 문서 대장',
  intro: '발급기관에서 발급된 증명서예요. 폐기하면 그 증명서의 PDF와 전자증명(VC)이 모두 효력을 잃고, 상태 목록(/status)에 폐기로 표시돼요.',
  apiNote: '테스트용 API: POST /sim/agency/revocations (JSON {"documentId": "…"})',
  empty: '아직 발급된 증명서가 없어요.',
  revoke: '폐기',
  revokeLabel: (name: string, number: string) => `${name} ${number} 폐기`,
  revoked: (date: string) => `폐기됨 (${date})`,
  owner: (name: string) => `소유자 ${name}`,
  issued: (date: string) => `발급 ${date}`,
  done: (name: string) => `${name}을(를) 폐기했어요.`,
  already: '이미 폐기된 증명서예요.',
  unknownTitle: '문서를 찾을 수 없어요',
  unknown: (id: string) => `'${id}' 문서가 없어요. 대장에서 문서를 골라 주세요.`,
} as const;
