import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useOutletContext, useParams, useSearchParams } from 'react-router';
import { PICKER_FIELD_PARAM, pickerResultKey, type PickerDef } from '../../../widgets/kit/picker';
import { matchLayer, useCloseLayer } from '../../lib/layer-navigation';
import { useLayerAnswer } from '../../lib/layer-results';
import { Sheet } from '../../ui/sheet';
import { Skeleton } from '../../ui/skeleton';

/** What the issue page hands its layers: the form as it is now. */
export interface IssueOutletContext {
  formData: Record<string, unknown>;
}

export interface IssueLayerOutletProps {
  pickers: Record<string, PickerDef>;
  /** The other issue layers (agreement, …): rendered when no picker matches. */
  fallback: ReactNode;
}

/** `/issue/{edoc}/layer/*`: a picker layer (its widget awaits the result) or another issue layer. */
export function IssueLayerOutlet({ pickers, fallback }: IssueLayerOutletProps) {
  const splat = useParams()['*'] ?? '';
  const found = matchLayer(pickers, splat);
  if (!found) return <>{fallback}</>;
  return <PickerHost key={splat} def={found.def} params={found.params} />;
}

function PickerHost({ def, params }: { def: PickerDef; params: Record<string, string | undefined> }) {
  const [query] = useSearchParams();
  const context = useOutletContext<IssueOutletContext | undefined>();
  const [formData] = useState(() => context?.formData ?? {});
  const close = useCloseLayer();
  const field = query.get(PICKER_FIELD_PARAM);
  // Back, the close button or an unmount answers the widget with null (src/lib/layer-results).
  const { answer, dismiss: answerNull } = useLayerAnswer(field ? pickerResultKey(field) : null);
  const settled = useRef(false);

  const pick = (value: unknown) => {
    if (settled.current) return;
    settled.current = true;
    close();
    answer(value);
  };
  const dismiss = () => {
    if (settled.current) return;
    settled.current = true;
    close();
    answerNull();
  };

  const Component = def.component;
  return (
    <Suspense
      fallback={
        <Sheet display={def.display} title={def.title} onClose={dismiss}>
          <Skeleton lines={4} />
        </Sheet>
      }
    >
      <Component params={params} query={query} formData={formData} pick={pick} close={dismiss} title={def.title} />
    </Suspense>
  );
}
