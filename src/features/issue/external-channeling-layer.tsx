import { paths } from '../../config/paths';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { findCertificate } from '../../forms/catalogue';
import { ExternalChannelingGuide } from './external-channeling-guide';
import { issueMessages } from './messages';
import { Redirect } from '../../lib/redirect';

/**
 * A certificate of the court site: its manifest's applicationType is EXTERNAL_CHANNELING. The
 * catalogue is the list (spec 000 §5 names five; a sixth is a folder, not a code change).
 */
export const isExternalChannelingEdoc = (edoc: string | undefined): boolean =>
  findCertificate(edoc)?.manifest.applicationType === 'EXTERNAL_CHANNELING';

/**
 * `external-channeling/{edoc}` (home and application layers): the court-site guide. Only the
 * court certificates of the catalogue are accepted; anything else is an invalid path (spec 000 §5).
 */
export default function ExternalChannelingLayer({ params, close }: LayerProps) {
  if (!isExternalChannelingEdoc(params.edoc)) return <Redirect to={paths.invalidPath.getHref()} />;
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
      <ExternalChannelingGuide headingLevel={3} />
    </Sheet>
  );
}
