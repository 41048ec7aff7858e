import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { getBridge } from '../../lib/messenger-bridge';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { InfoIcon } from '../../ui/icons';
import { IconButton } from '../../ui/page';
import { CloseIcon } from '../../ui/icons';
import type { ErrorPageContent } from './error-pages';
import { errorPageMessages } from './messages';
import styles from './error-layout.module.scss';

export function ErrorLayout({ content, action }: { content: ErrorPageContent; action?: ReactNode }) {
  const navigate = useNavigate();
  const button = action ?? defaultButton(content.button, navigate);
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <IconButton label={errorPageMessages.close} icon={<CloseIcon />} onClick={() => getBridge().closeBrowser()} />
      </div>
      <main className={styles.main}>
        <InfoIcon size={56} className={styles.icon} />
        <h1 className={styles.title}>{content.title}</h1>
        <p className={styles.message}>{content.message}</p>
      </main>
      {button ? <div className={styles.footer}>{button}</div> : null}
    </div>
  );
}

function defaultButton(kind: ErrorPageContent['button'], navigate: (to: string) => void): ReactNode {
  switch (kind) {
    case 'home':
      return <Button block onClick={() => navigate(paths.home.getHref('apply'))}>{errorPageMessages.home}</Button>;
    case 'login':
      return <Button block onClick={() => window.location.assign(paths.simLogin.getHref(paths.home.getHref('apply')))}>{errorPageMessages.login}</Button>;
    case 'update':
      return <Button block onClick={() => getBridge().openExternal(errorPageMessages.storeUrl)}>{errorPageMessages.update}</Button>;
    default:
      return null;
  }
}
