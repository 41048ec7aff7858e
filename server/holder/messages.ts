/** The Korean words of the citizen's wallet answering a request (해요체): refusals and the log's detail. */
export const holderTexts = {
  untrusted: { title: '확인할 수 없는 요청이에요', message: '요청한 곳의 인증서가 믿을 수 있는 인증기관에서 발급되지 않았어요. 제출하지 말고 요청한 곳에 확인해 주세요.' },
  expired: { title: '요청 시간이 지났어요', message: '요청한 곳에 새 요청을 만들어 달라고 해 주세요.' },
  answered: { title: '이미 답한 요청이에요', message: '같은 요청에는 한 번만 제출할 수 있어요. 다시 제출하려면 새 요청을 받아 주세요.' },
  notFound: { title: '요청을 찾을 수 없어요', message: '요청이 취소되었거나 주소가 바뀌었어요. 요청한 곳에 다시 확인해 주세요.' },
  invalid: (error: string) => ({ title: '요청을 열 수 없어요', message: `요청의 형식이 올바르지 않아요 (${error}). 요청한 곳에 다시 확인해 주세요.` }),
  unsupported: { title: '지원하지 않는 요청이에요', message: '이 요청은 지갑에서 제출할 수 없어요. 요청한 곳에 다른 방법을 물어봐 주세요.' },
  missing: { title: '요청한 증명서가 없어요', message: '먼저 증명서를 발급받은 뒤 다시 제출해 주세요.' },
  /** A link naming an address this server will not call (server/holder/outbound-fetch.ts). */
  unsafe: (reason: 'not-https' | 'private-address') => ({
    title: '열 수 없는 요청 주소예요',
    message:
      reason === 'not-https'
        ? '요청 주소가 암호화된 연결(https)이 아니라서 열지 않았어요. 요청한 곳에 확인해 주세요.'
        : '요청 주소가 내부망이나 이 기기를 가리켜서 열지 않았어요. 요청한 곳에 확인해 주세요.',
  }),
  unreachable: { title: '요청한 곳에 연결할 수 없어요', message: '잠시 후 다시 제출해 주세요.' },
  verifierRefused: (why: string) => ({ title: '요청한 곳이 제출을 받지 않았어요', message: why ? `${why}. 요청한 곳에 확인해 주세요.` : '요청한 곳에 확인해 주세요.' }),
  unknownCertificate: '알 수 없는 증명서',
  notPresented: { title: '아직 제출하지 않은 요청이에요', message: '제출한 요청만 삭제를 요청할 수 있어요.' },
  deletionElsewhere: {
    title: '이 기관에는 지갑에서 삭제를 요청할 수 없어요',
    message: '보낸 정보를 삭제해 달라고 기관에 직접 요청해 주세요.',
  },
  alreadyDeleted: { title: '이미 삭제됐어요', message: '받는 곳에서 보낸 정보를 이미 삭제했어요.' },
  /** The log's detail: why, and which claims went (never their values). */
  activityDetail: (purpose: string, labels: readonly string[]) => [purpose, labels.join(', ')].filter(Boolean).join(' · '),
};
