/**
 * The error page of each code (spec 000 §8.3, 001 §8), found by the code itself.
 * `useServerMessage`: the server's message replaces the default when it has one.
 */
export interface ErrorPageContent {
  title: string;
  message: string;
  useServerMessage?: boolean;
  button?: 'home' | 'login' | 'retry' | 'update';
}

const generic: ErrorPageContent = {
  title: '일시적인 오류가 발생했습니다',
  message: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  button: 'home',
};

export const DEFAULT_ERROR_PAGE: ErrorPageContent = {
  title: '서비스 오류',
  message: '예상하지 못한 오류가 발생했습니다.\n일시적인 서버 또는 네트워크 문제일 수 있으니 잠시 후 다시 시도해 주세요.',
  button: 'home',
};

export const NOT_FOUND_PAGE: ErrorPageContent = {
  title: '페이지를 찾을 수 없습니다',
  message: '주소가 잘못되었거나 더 이상 제공되지 않는 페이지입니다.',
  button: 'home',
};

export const errorPages: Record<string, ErrorPageContent> = {
  UNDER_14: { title: '서비스를 이용할 수 없습니다', message: '전자증명서 서비스는 만 14세 이상만 이용할 수 있습니다.' },
  INVALID_ACCOUNT: {
    title: '카카오계정으로 로그인해 주세요',
    message: '카카오계정 정보를 확인할 수 없습니다.\n카카오계정으로 로그인한 후 다시 이용해 주세요.',
    button: 'login',
  },
  KAKAOTALK_KR_ONLY: { title: '이용할 수 없는 계정입니다', message: '전자증명서 서비스는 한국 휴대폰 번호로 가입한 카카오톡에서만 이용할 수 있습니다.' },
  MAIN_DEVICE_ONLY: { title: '주 사용 기기에서만 이용할 수 있습니다', message: '전자증명서 서비스는 카카오톡 주 사용 기기에서만 이용할 수 있습니다.' },
  MAINTENANCE: { title: '서비스 점검 중입니다', message: '더 나은 서비스를 위해 점검하고 있습니다. 점검이 끝난 후 다시 이용해 주세요.', useServerMessage: true },
  MOIS_ERROR: { title: '발급기관 오류', message: '발급기관 사정으로 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.', useServerMessage: true, button: 'home' },
  NOT_PILSNER_REQUEST: generic,
  PILSNER_HEADER_REQUIRED: generic,
  REQUIRED_TO_ISSUE_CERTIFICATION: generic,
  RESTRICTED_ACCOUNT: { title: '이용이 제한되었습니다', message: '운영정책에 따라 이용이 제한된 계정입니다. 자세한 내용은 고객센터로 문의해 주세요.' },
  TOO_MANY_REQUESTS: { title: '서비스 지연 안내', message: '이용자가 많아 서비스가 지연되고 있습니다. 잠시 후 다시 시도해 주세요.', button: 'home' },
  UNREGISTERED_USER: { title: '전자증명서 지갑이 없습니다', message: '시작하기를 눌러 전자증명서 지갑을 만든 후 이용해 주세요.', button: 'home' },
  SIGN_REQUIRED: { title: '전자서명이 필요합니다', message: '전자서명을 완료한 후 다시 시도해 주세요.', button: 'home' },
};

/**
 * The partner error page (001 §8): TOO_MANY_REQUESTS says the applications are delayed. Like the
 * default service error, it and PACKAGE_APPLICATION_FAILED (a code of the shared catalogue with
 * no text of its own in the spec) keep the home button, so the page is not a dead end.
 */
export const papasErrorPages: Record<string, ErrorPageContent> = {
  ...errorPages,
  TOO_MANY_REQUESTS: { title: '서비스 지연 안내', message: '신청이 많아 서비스가 지연되고 있습니다. 잠시 후 다시 시도해 주세요.', button: 'home' },
  PACKAGE_APPLICATION_FAILED: {
    title: '신청에 실패했습니다',
    message: '증명서 신청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    useServerMessage: true,
    button: 'home',
  },
};

export function errorPageFor(
  query: { code?: string | null; status?: string | null; message?: string | null },
  table: Record<string, ErrorPageContent> = errorPages,
): ErrorPageContent {
  const fromCode = query.code ? table[query.code] : undefined;
  const base = fromCode ?? (query.status === '404' ? NOT_FOUND_PAGE : DEFAULT_ERROR_PAGE);
  if (base.useServerMessage && query.message) return { ...base, message: query.message };
  return base;
}
