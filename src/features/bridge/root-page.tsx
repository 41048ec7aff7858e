import { detectMessenger } from '../../lib/versions';
import { paths } from '../../config/paths';
import styles from './root-page.module.scss';

export const rootMessages = {
  title: '전자증명서 지갑',
  lead: '주민등록표 등본부터 건강보험, 졸업증명서까지\n카카오톡에서 신청하고 지갑에 보관하세요.',
  unsupported: '지원하지 않는 환경입니다.',
  unsupportedHint: '전자증명서 서비스는 휴대폰의 카카오톡에서 이용할 수 있어요.',
  goService: '서비스 바로가기',
  demo: '데모 로그인',
} as const;

/** The root page: where non-messenger browsers land (spec 000 §4.1); the full bridge list comes with document 2. */
export function RootPage() {
  const env = detectMessenger({ userAgent: navigator.userAgent, cookie: document.cookie });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{rootMessages.title}</h1>
      </header>
      <main className={styles.main}>
        <p className={styles.lead}>{rootMessages.lead}</p>
        {env.isMessenger ? (
          <a className={styles.primary} href={paths.home.getHref('apply')}>{rootMessages.goService}</a>
        ) : (
          <>
            <p className={styles.notice} role="status">
              <strong>{rootMessages.unsupported}</strong>
              <br />
              {rootMessages.unsupportedHint}
            </p>
            <a className={styles.primary} href={paths.simLogin.path}>{rootMessages.demo}</a>
          </>
        )}
      </main>
    </div>
  );
}
