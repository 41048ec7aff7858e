import { useNavigate } from 'react-router';
import { IconButton, PageHeader } from '../../ui/page';
import { BackIcon } from '../../ui/icons';
import { TermContent } from './term-content';
import { agreementMessages } from './messages';
import styles from './service-terms-page.module.scss';

/** /agreement/service: the full service terms. */
export function ServiceTermsPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader
        title={agreementMessages.serviceTermsTitle}
        left={<IconButton label={agreementMessages.back} icon={<BackIcon />} onClick={() => navigate(-1)} />}
      />
      <main className={styles.main}>
        <TermContent termType="이용약관" title={agreementMessages.serviceTermsTitle} />
      </main>
    </div>
  );
}
