import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { MessagePage } from '../ui/message-page';
import { embeddableUrl } from './channeling-page';
import { runnerMessages } from './messages';
import { Redirect } from '../lib/redirect';

/**
 * /issue/external-channeling: the hand-off to the court site (spec 000 §2.1, §4.7). It says where
 * the user is going, then leaves for the court page; the court sends the user back to the form.
 */
export function ExternalChannelingPage() {
  const [search] = useSearchParams();
  const target = embeddableUrl(search.get('url'), window.location.origin);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  if (!target) return <Redirect to={paths.invalidPath.getHref()} />;
  return <MessagePage title={runnerMessages.externalProgress} message={runnerMessages.externalHint} />;
}
