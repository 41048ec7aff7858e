import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { MessagePage } from '../ui/message-page';
import { embeddableUrl } from './channeling-page';
import { runnerMessages } from './messages';
import { Redirect } from '../lib/redirect';
import { findCertificate } from '../forms/catalogue';

/**
 * /issue/external-channeling: the hand-off to the outside site (spec 000 §2.1, §4.7). It says where
 * the user is going (the certificate's site, by its manifest), then leaves for the site's page;
 * the site sends the user back to the form.
 */
export function ExternalChannelingPage() {
  const [search] = useSearchParams();
  const target = embeddableUrl(search.get('url'), window.location.origin);
  const site = findCertificate(search.get('edoc') ?? undefined)?.manifest.site?.name ?? runnerMessages.externalSite;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  if (!target) return <Redirect to={paths.invalidPath.getHref()} />;
  return <MessagePage title={runnerMessages.externalProgress(site)} message={runnerMessages.externalHint(site)} />;
}
