export const errorPageMessages = {
  home: '홈으로',
  login: '로그인',
  retry: '다시 시도',
  update: '업데이트',
  close: '닫기',
  refreshTitle: '네트워크 연결이 원활하지 않아요',
  refreshMessage: '네트워크 연결 상태를 확인한 뒤 다시 시도해 주세요.',
  invalidVersionTitle: '최신 버전으로 업데이트해 주세요',
  invalidVersionMessage: '지금 쓰는 카카오톡 버전에서는 전자증명서 지갑을 이용할 수 없어요.\n카카오톡을 최신 버전으로 업데이트한 뒤 이용해 주세요.',
} as const;
