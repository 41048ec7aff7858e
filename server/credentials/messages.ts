/**
 * Korean text the credential issuer and the wallet's credential calls write (해요체): why an offer
 * cannot be made, why a browser's key was not accepted, and the agency's revocation console.
 */
export const credentialTexts = {
  notOfferable: {
    title: '다른 지갑에 담을 수 없는 증명서예요',
    message: '유료 증명서와 마이데이터 증명서는 다른 지갑에 담을 수 없어요. 이 지갑에서 바로 제출해 주세요.',
  },
  revoked: {
    title: '폐기된 증명서예요',
    message: '발급기관이 폐기한 증명서는 다른 지갑에 담을 수 없어요. 필요하면 다시 발급받아 주세요.',
  },
  noCredential: {
    title: '전자증명을 만들 수 없는 증명서예요',
    message: '이 증명서는 전자증명(VC)으로 발급되지 않아요. PDF 증명서를 이 지갑에서 제출해 주세요.',
  },
  keyRefused: (reason: string) => `기기 키를 확인하지 못했어요. 잠시 후 다시 시도해 주세요. (${reason})`,
} as const;
