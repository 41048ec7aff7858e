import { useSearchParams } from 'react-router';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { TermContent } from './term-content';
import { agreementMessages } from './messages';

/** agreement/detail: one term's content (spec 000 §2.2, §2.3). */
export default function AgreementDetailLayer({ close }: LayerProps) {
  const [search] = useSearchParams();
  const termType = search.get('termType') ?? '';
  const title = search.get('title') || agreementMessages.detailTitle;
  const receiverName = search.get('receiverName');
  const replacements = receiverName ? [{ from: '{receiverName}', to: receiverName }] : [];
  return (
    <Sheet
      display="full"
      title={title}
      onClose={close}
      footer={<Button variant="primary" block onClick={close}>{agreementMessages.close}</Button>}
    >
      <TermContent termType={termType} title={title} replacements={replacements} />
    </Sheet>
  );
}
