export const errorPageMessages = {
  home: '홈으로',
  login: '로그인',
  retry: '다시 시도',
  update: '업데이트',
  close: '닫기',
  refreshTitle: '네트워크 연결이 원활하지 않습니다',
  refreshMessage: '네트워크 연결 상태를 확인한 후 다시 시도해 주세요.',
  invalidVersionTitle: '최신 버전으로 업데이트해 주세요',
  invalidVersionMessage: '현재 버전의 카카오톡에서는 전자증명서 서비스를 이용할 수 없습니다.\n카카오톡을 최신 버전으로 업데이트한 후 이용해 주세요.',
} as const;
