import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { getBridge, openMessengerStore } from '../../lib/messenger-bridge';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { MessagePage } from '../../ui/message-page';
import { IconButton } from '../../ui/page';
import type { ErrorPageContent } from './error-pages';
import { errorPageMessages } from './messages';

export function ErrorLayout({ content, action }: { content: ErrorPageContent; action?: ReactNode }) {
  const navigate = useNavigate();
  const button = action ?? defaultButton(content.button, navigate);
  return (
    <MessagePage
      title={content.title}
      message={content.message}
      top={<IconButton label={errorPageMessages.close} icon={<CloseIcon />} onClick={() => getBridge().closeBrowser()} />}
    >
      {button}
    </MessagePage>
  );
}

function defaultButton(kind: ErrorPageContent['button'], navigate: (to: string) => void): ReactNode {
  switch (kind) {
    case 'home':
      return <Button block onClick={() => navigate(paths.home.getHref('apply'))}>{errorPageMessages.home}</Button>;
    case 'login':
      return <Button block onClick={() => window.location.assign(paths.simLogin.getHref(paths.home.getHref('apply')))}>{errorPageMessages.login}</Button>;
    case 'update':
      return <Button block onClick={() => openMessengerStore()}>{errorPageMessages.update}</Button>;
    default:
      return null;
  }
}
