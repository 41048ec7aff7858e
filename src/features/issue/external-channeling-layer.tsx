import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { ExternalChannelingGuide } from './external-channeling-guide';
import { EXTERNAL_CHANNELING_EDOCS, issueMessages } from './messages';

export const isExternalChannelingEdoc = (edoc: string | undefined): boolean =>
  (EXTERNAL_CHANNELING_EDOCS as readonly string[]).includes(edoc ?? '');

/**
 * `external-channeling/{edoc}` (home and application layers): the court-site guide. Only the five
 * family-relation certificates are accepted; anything else is an invalid path (spec 000 §5).
 */
export default function ExternalChannelingLayer({ params, close }: LayerProps) {
  if (!isExternalChannelingEdoc(params.edoc)) return <Navigate to={paths.invalidPath.getHref()} replace />;
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
