import { paths } from '../../config/paths';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { findCertificate } from '../../forms/catalogue';
import { ExternalChannelingGuide } from './external-channeling-guide';
import { issueMessages } from './messages';
import { Redirect } from '../../lib/redirect';

/**
 * A certificate applied for on an outside site: its manifest's applicationType is
 * EXTERNAL_CHANNELING and its `site` names the site. The catalogue is the list (spec 000 §5 names
 * the court's five; a sixth, or another site, is a folder, not a code change).
 */
export const isExternalChannelingEdoc = (edoc: string | undefined): boolean => externalSiteOf(edoc) !== undefined;

const externalSiteOf = (edoc: string | undefined) => {
  const manifest = findCertificate(edoc)?.manifest;
  return manifest?.applicationType === 'EXTERNAL_CHANNELING' ? manifest.site : undefined;
};

/**
 * `external-channeling/{edoc}` (home and application layers): the outside site's guide. Only the
 * external-channeling certificates of the catalogue are accepted; anything else is an invalid
 * path (spec 000 §5).
 */
export default function ExternalChannelingLayer({ params, close }: LayerProps) {
  const site = externalSiteOf(params.edoc);
  if (!site) return <Redirect to={paths.invalidPath.getHref()} />;
  return (
    <Sheet
      display="bottom"
      title={`${params.edoc} 신청 안내`}
      onClose={close}
      closeLabel={issueMessages.external.close}
      footer={
        <Button variant="primary" block onClick={close}>
          {issueMessages.external.confirm}
        </Button>
      }
    >
      <ExternalChannelingGuide site={site} headingLevel={3} />
    </Sheet>
  );
}
